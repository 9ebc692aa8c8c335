#!/usr/bin/env python3
"""A student who does not think: turns graded feedback into tests without reading it.

Reads `vipkit grade --format json` for one exercise where the student writes the tests (07,
08) and edits the submission's test file mechanically:

- a survivor said in words ("No test calls `T.m(…)` with `x` set to V and checks `P`: the
  reference leaves X there") becomes a test that makes that call and expects X at P;
- a survivor shown as code ("This test catches it …:") is pasted;
- a test named as failing on a correct scene is deleted;
- anything else (a mutant's diff and idea, "a scene that … passes all your tests") gives it
  nothing to type, so it types nothing.

It knows only what the exercises' starter tests show: how to make each exercise's interactor
and presenter with spies. `Benchmarks/feedback-transcriber.sh` grades a weak suite, lets this
transcribe, and grades again, three times. Usage: feedback-transcriber.py EXERCISE GRADE.json
TESTFILE
"""
import json
import re
import sys

# What each exercise's starter tests show: how to make the object a feedback sentence names,
# with the spies its paths name, and how to call its method with one input changed.
SETUPS = {
    "PasswordStrengthInteractor.evaluate(request:)": (
        "let interactor = PasswordStrengthInteractor()\n"
        "    let presenter = PasswordStrengthPresentationLogicSpy()\n"
        "    interactor.presenter = presenter",
        lambda inputs: "interactor.evaluate(request: .init(password: %s))"
        % inputs.get("request.password", '"abc"'),
    ),
    "PasswordStrengthPresenter.presentStrength(score:maximum:)": (
        "let presenter = PasswordStrengthPresenter()\n"
        "    let viewController = PasswordStrengthDisplayLogicSpy()\n"
        "    presenter.viewController = viewController",
        lambda inputs: "presenter.presentStrength(score: %s, maximum: %s)"
        % (inputs.get("score", "1"), inputs.get("maximum", "4")),
    ),
    "CheckoutInteractor.placeOrder(request:)": (
        "let interactor = CheckoutInteractor()\n"
        "    let presenter = CheckoutPresentationLogicSpy()\n"
        "    let paymentWorker = PaymentWorkerLogicSpy()\n"
        "    let mailWorker = MailWorkerLogicSpy()\n"
        "    interactor.presenter = presenter\n"
        "    interactor.paymentWorker = paymentWorker\n"
        "    interactor.mailWorker = mailWorker\n"
        '    paymentWorker.chargeReturnValue = Receipt(orderNumber: "abc")',
        lambda inputs: "interactor.placeOrder(request: .init(items: %s, card: %s, email: %s))"
        % (
            inputs.get("request.items", '[CartItem(name: "abc", priceCents: 1, quantity: 1)]'),
            inputs.get("request.card", '"abc"'),
            inputs.get("request.email", '"abc"'),
        ),
    ),
}

WORDS = re.compile(
    r"No test calls `(?P<call>[^`]+)`(?: with (?P<inputs>.+?))? and checks (?P<paths>.+?): "
    r"the reference leaves (?P<values>.+?) there;"
)


def swift_value(text):
    """A value as the feedback says it, as Swift: "an empty list" is [], "x" (8 characters)
    is "x"."""
    text = re.sub(r" \(\d+ characters?\)$", "", text.strip())
    return "[]" if text == "an empty list" else text


def inputs_of(text):
    found = {}
    for name, value in re.findall(r"`([^`]+)` set to (.+?)(?= and `|$)", text or ""):
        found[name] = swift_value(value)
    return found


def split_pair(text, count):
    """`a and b` into its parts, when the feedback named `count` of them."""
    if count == 1:
        return [text]
    parts = text.split(" and ")
    return parts if len(parts) == count else [text]


def transcribe(sentence, index):
    match = WORDS.search(sentence)
    if not match or match.group("call") not in SETUPS:
        return None
    setup, call = SETUPS[match.group("call")]
    paths = re.findall(r"`([^`]+)`", match.group("paths"))
    values = split_pair(match.group("values"), len(paths))
    if len(values) != len(paths):
        return None
    inputs = inputs_of(match.group("inputs"))
    # An input set on a spy (`paymentWorker.chargeThrowableError`) is set before the call.
    spies = "".join(
        "    %s = %s\n" % (name, value)
        for name, value in inputs.items()
        if name.split(".")[0] in ("presenter", "paymentWorker", "mailWorker", "viewController")
    )
    checks = "\n".join(
        "    #expect(%s == %s)" % (path, swift_value(value)) for path, value in zip(paths, values)
    )
    return (
        "  @Test func transcribed%d() {\n    %s\n%s    %s\n%s\n  }\n"
        % (index, setup, spies, call(inputs), checks)
    )


def main():
    exercise, grade_file, test_file = sys.argv[1], sys.argv[2], sys.argv[3]
    grade = json.load(open(grade_file))
    entry = next(e for e in grade["exercises"] if e["number"] == int(exercise))
    source = open(test_file).read()
    added, pasted, deleted = [], 0, 0
    start = len(re.findall(r"func transcribed\d+", source))
    for item in entry["items"]:
        for check in item["checks"]:
            for message in check.get("explanation", []):
                for test in re.findall(r"fails your tests? “[^”/]*/(\w+)\(", message):
                    pattern = re.compile(
                        r"\n  @Test[^\n]*\n(?:  [^\n]*\n)*?  func %s\(.*?\n  }\n" % test, re.S
                    )
                    source, count = pattern.subn("\n", source)
                    deleted += count
                if "This test catches it" in message:
                    after = message.split("This test catches it", 1)[1]
                    code = after.split(":\n", 1)[1] if ":\n" in after else ""
                    if code and code not in source:
                        added.append("\n".join("  " + line for line in code.split("\n")) + "\n")
                        pasted += 1
                for sentence in message.split("\n"):
                    test = transcribe(sentence, start + len(added) + 1)
                    if test:
                        added.append(test)
    if added:
        cut = source.rstrip().rfind("}")
        source = source[:cut] + "\n" + "\n".join(added) + "}\n"
    open(test_file, "w").write(source)
    print(
        "transcribed %d sentences, pasted %d tests, deleted %d tests"
        % (len(added) - pasted, pasted, deleted)
    )


if __name__ == "__main__":
    main()
