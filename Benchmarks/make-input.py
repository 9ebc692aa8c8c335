#!/usr/bin/env python3
"""Writes the spies benchmark's input: N files of about 374 lines, each with six protocols
(properties, async throws, an escaping completion, an overload, a generic method) between
ordinary classes. With --mockable, each protocol's doc comment also says `@mockable`, the
annotation Mockolo looks for (vipkit reads it the same either way), so both tools get the
same input. Usage: make-input.py [--mockable] FOLDER [FILES]"""
import os
import sys

arguments = [argument for argument in sys.argv[1:] if argument != "--mockable"]
mockable = "--mockable" in sys.argv[1:]
folder = arguments[0]
files = int(arguments[1]) if len(arguments) > 1 else 2000


def protocol(file, index):
    name = f"Feature{file}Scene{index}"
    annotation = "/// @mockable\n" if mockable else ""
    return f"""/// What the {name} interactor asks of its worker.
{annotation}@MainActor protocol {name}WorkerLogic: AnyObject {{
  var isLoading: Bool {{ get set }}
  var lastError: Error? {{ get }}
  func fetch(id: Int) async throws -> [String]
  func fetch(name: String, completion: @escaping (Result<[String], Error>) -> Void)
  func decode<T: Decodable>(_ type: T.Type, from data: [UInt8]) throws -> T
  func reset()
}}
"""


def ordinary_class(file, index):
    name = f"Feature{file}Helper{index}"
    body = "\n".join(
        f"""  func compute{k}(_ value: Int) -> Int {{
    let doubled = value * 2 // a comment with protocol in it
    let text = "protocol \\(doubled) inside a string"
    return text.isEmpty ? doubled : doubled + {k}
  }}""" for k in range(8))
    return f"""final class {name} {{
  private var cache: [Int: String] = [:]
  /* block comment: protocol NotReal {{ func x() }} */
{body}
}}
"""


os.makedirs(folder, exist_ok=True)
total = 0
for file in range(files):
    parts = ["import Foundation\n"]
    for index in range(6):
        parts.append(protocol(file, index))
        parts.append(ordinary_class(file, index))
    text = "\n".join(parts)
    # Pad with ordinary code to 374 lines, as the reference input has.
    filler = 0
    while text.count("\n") < 374:
        text += f"let feature{file}Constant{filler} = {filler} // padding, not a protocol\n"
        filler += 1
    total += text.count("\n")
    with open(os.path.join(folder, f"Feature{file}.swift"), "w") as handle:
        handle.write(text)
print(f"{files} files, {total} lines, {files * 6} protocols in {folder}")
