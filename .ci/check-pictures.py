#!/usr/bin/env python3
"""Opens VIPKit's pictures in headless Chromium and checks them as a person would see them.

Each SVG: parses as XML, has no script or outside reference, renders with a size, and no two
of its labels overlap (their boxes as the browser lays them out). The failing scene: its
retain cycle is drawn red and the edge to weaken is labelled. The summary page: a histogram
per exercise and one for the total, each with bars, and links to reports that exist.

Usage: check-pictures.py --failing SVG --summary HTML --exercises N [--screenshots DIR] SVG...
"""
import argparse
import os
import sys
import xml.etree.ElementTree as ElementTree

from selenium import webdriver
from selenium.webdriver.common.by import By

parser = argparse.ArgumentParser()
parser.add_argument("--failing", required=True)
parser.add_argument("--summary", required=True)
parser.add_argument("--exercises", type=int, required=True)
parser.add_argument("--screenshots", default="")
parser.add_argument("svgs", nargs="+")
arguments = parser.parse_args()

options = webdriver.ChromeOptions()
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000"]:
    options.add_argument(argument)
options.binary_location = "/usr/bin/chromium"
driver = webdriver.Chrome(options=options, service=webdriver.ChromeService("/usr/bin/chromedriver"))
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def shot(name):
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
        driver.save_screenshot(os.path.join(arguments.screenshots, name))


# Each label's box as Chromium lays it out, and every pair that overlaps.
LABEL_BOXES = """
const boxes = [...document.querySelectorAll('text')].map(t => {
  const r = t.getBoundingClientRect();
  return {text: t.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom};
});
const overlaps = [];
for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
  const a = boxes[i], b = boxes[j];
  if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
    overlaps.push(a.text + ' / ' + b.text);
}
const svg = document.documentElement.getBoundingClientRect();
const outside = boxes.filter(b => b.right > svg.right + 1 || b.bottom > svg.bottom + 1 || b.left < -1 || b.top < -1)
  .map(b => b.text);
return {count: boxes.length, overlaps: overlaps, outside: outside, width: svg.width, height: svg.height};
"""

try:
    checked = 0
    for path in arguments.svgs:
        name = os.path.basename(path)
        text = open(path, encoding="utf-8").read()
        try:
            root = ElementTree.fromstring(text)
        except ElementTree.ParseError as error:
            failures.append(f"{path}: not XML: {error}")
            continue
        check(root.tag.endswith("svg"), f"{path}: the root element is {root.tag}")
        for forbidden in ["<script", "href=", "@import", "<image", "<foreignObject"]:
            check(forbidden not in text, f"{path}: {forbidden} in a self-contained SVG")
        driver.get("about:blank")
        driver.get("file://" + os.path.abspath(path))
        layout = driver.execute_script(LABEL_BOXES)
        check(layout["width"] > 100 and layout["height"] > 100, f"{path}: rendered {layout['width']}×{layout['height']}")
        check(layout["count"] >= 3, f"{path}: {layout['count']} labels shown")
        check(not layout["overlaps"], f"{path}: labels overlap: {layout['overlaps'][:5]}")
        check(not layout["outside"], f"{path}: labels outside the picture: {layout['outside'][:5]}")
        checked += 1
        if path == arguments.failing:
            red = driver.execute_script(
                "return [...document.querySelectorAll('path')].filter(p => "
                "getComputedStyle(p).stroke === 'rgb(207, 34, 46)' && p.getTotalLength() > 10).length")
            check(red >= 3, f"the failing scene draws {red} red references; a cycle needs at least 2")
            labels = [t.text for t in driver.find_elements(By.TAG_NAME, "text")]
            check("viewController: make weak" in labels, f"the failing scene names no edge to weaken: {labels}")
            leaked = driver.execute_script(
                "return [...document.querySelectorAll('rect')].filter(r => "
                "r.getAttribute('stroke') === '#cf222e').length")
            check(leaked >= 4, f"the failing scene marks {leaked} leaked objects")
            shot("failing-scene.png")
        elif name == "scene.svg":
            shot(os.path.basename(os.path.dirname(path)) + ".png")

    driver.get("about:blank")
    driver.get("file://" + os.path.abspath(arguments.summary))
    histograms = driver.find_elements(By.CSS_SELECTOR, "svg.histogram")
    check(len(histograms) == arguments.exercises + 1,
          f"summary.html shows {len(histograms)} histograms, expected {arguments.exercises + 1}")
    for histogram in histograms:
        bars = [r for r in histogram.find_elements(By.TAG_NAME, "rect") if r.size["height"] > 0]
        check(bars, "a histogram shows no bar")
        check(histogram.size["width"] > 100, "a histogram has no width")
    links = driver.find_elements(By.CSS_SELECTOR, "a[href$='report.txt']")
    check(links, "summary.html links to no report")
    folder = os.path.dirname(os.path.abspath(arguments.summary))
    for link in links:
        target = os.path.join(folder, link.get_attribute("href").split("/")[-2], "report.txt")
        check(os.path.exists(target), f"summary.html links to {target}, which does not exist")
    look = driver.find_elements(By.CSS_SELECTOR, "ul.look li")
    check(look, "summary.html lists no student who needs a look (the class has a broken one)")
    check(driver.execute_script("return document.body.scrollHeight") > 400, "summary.html is nearly empty")
    shot("summary.png")
finally:
    driver.quit()

if failures:
    print("FAIL: the pictures in Chromium:")
    for failure in failures:
        print("  " + failure)
    sys.exit(1)
print(f"   {checked} SVGs in headless Chromium: XML, self-contained, no overlapping label; the failing "
      "scene's cycle red with the edge to weaken named; summary.html: a histogram per exercise "
      "and the total, links to existing reports")
