#!/usr/bin/env python3
"""Opens `vipkit mutate --format html`'s page of the Tricky fixture in headless Chromium and
checks, as a person would see it, that it shows every mutant and that its filters work.

Usage: check-html-report.py REPORT.html REPORT.json [SCREENSHOT.png]
Needs Chromium, its driver (Debian: chromium, chromium-driver) and Selenium (PyPI); the page
itself needs none of them.
"""
import json
import sys

from selenium import webdriver
from selenium.webdriver.common.by import By

html_path, json_path = sys.argv[1], sys.argv[2]
screenshot = sys.argv[3] if len(sys.argv) > 3 else None
report = json.load(open(json_path))
mutants = [m for f in report["files"] for m in f["mutants"]]
total = len(mutants)
by_status = {}
for m in mutants:
    by_status[m["status"]] = by_status.get(m["status"], 0) + 1

options = webdriver.ChromeOptions()
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"]:
    options.add_argument(argument)
options.binary_location = "/usr/bin/chromium"
# The machine's own driver: Selenium must not try to download one.
driver = webdriver.Chrome(options=options, service=webdriver.ChromeService("/usr/bin/chromedriver"))
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def shown():
    return driver.find_element(By.ID, "shown").text


def visible_rows():
    return [row for row in driver.find_elements(By.CSS_SELECTOR, "tr.mutant") if row.is_displayed()]


try:
    driver.get("file://" + html_path)
    rows = driver.find_elements(By.CSS_SELECTOR, "tr.mutant")
    ids = sorted(int(row.get_attribute("id").split("-")[1]) for row in rows)
    check(ids == sorted(m["id"] for m in mutants), f"the page shows mutants {ids}, the report has {total}")
    check(shown() == f"{total} of {total} mutants shown", f"at first: {shown()!r}")
    check(len(visible_rows()) == total, "every mutant row is visible at first")
    score = driver.find_element(By.CSS_SELECTOR, "p.score strong").text
    tenths = round(report["score"] * 10) / 10
    expected = f"{int(tenths)}%" if tenths == int(tenths) else f"{tenths:.1f}%"
    check(score == expected, f"the score shown is {score!r}, the report's {expected}")
    marked = driver.find_elements(By.CSS_SELECTOR, "tr.line.marked")
    check(len(marked) == len({(f["file"], m["line"]) for f in report["files"] for m in f["mutants"]}),
          "every mutated line is marked")
    check(all(line.get_attribute("title") for line in marked), "every marked line has its changes on hover")

    # Uncheck "killed": exactly the killed mutants disappear.
    driver.find_element(By.CSS_SELECTOR, "input[name=status][value=killed]").click()
    killed = by_status.get("killed", 0)
    check(shown() == f"{total - killed} of {total} mutants shown", f"without killed: {shown()!r}")
    check(all(row.get_attribute("data-status") != "killed" for row in visible_rows()),
          "a killed mutant is still shown with killed unchecked")
    driver.find_element(By.CSS_SELECTOR, "input[name=status][value=killed]").click()

    # One operator only.
    for box in driver.find_elements(By.CSS_SELECTOR, "input[name=operator]"):
        if box.get_attribute("value") != "relational":
            box.click()
    relational = sum(1 for m in mutants if m["operator"] == "relational")
    check(len(visible_rows()) == relational and all(
        row.get_attribute("data-operator") == "relational" for row in visible_rows()),
        f"relational only: {len(visible_rows())} rows shown, {relational} expected")

    # The filters from the address (a fresh load: a change of the hash alone reloads nothing),
    # and the diff on a click.
    driver.get("about:blank")
    driver.get("file://" + html_path + "#status=survived")
    survivors = visible_rows()
    check(len(survivors) == by_status.get("survived", 0),
          f"#status=survived shows {len(survivors)}, the report has {by_status.get('survived', 0)}")
    if survivors:
        survivors[0].find_element(By.TAG_NAME, "summary").click()
        diff = survivors[0].find_element(By.CSS_SELECTOR, "pre.diff")
        check(diff.is_displayed() and "→" in diff.text, "a click on a mutant shows its change")
    if screenshot:
        driver.get("about:blank")
        driver.get("file://" + html_path)
        driver.save_screenshot(screenshot)
finally:
    driver.quit()

if failures:
    print("FAIL: the HTML report in Chromium:")
    for failure in failures:
        print("  " + failure)
    sys.exit(1)
print(f"   the HTML report in headless Chromium: all {total} mutants shown, the status and "
      "operator filters, the address filter and the diff on click work")
