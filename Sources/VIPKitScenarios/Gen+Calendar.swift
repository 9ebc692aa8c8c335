import Foundation

/// Instants and time zones at the edges of the calendar.
///
/// Examples pick a weekday at noon; dates go wrong at midnight, at the end of a month or a
/// year, on 29 February, when a time zone's offset is not a whole hour or is more than
/// twelve, and across a change of summer time.
extension Gen where Value == Date {
  /// An instant, written in UTC: first plain days at noon, then (twice as often) days at
  /// the month's and year's edges, an hour or less from midnight, half of them in northern
  /// summer time (a zone that is an hour off UTC only from late March to late October, such
  /// as London's, is wrong there alone).
  public static var instant: Gen {
    let plain = Gen<Int>.int(0...27).map { day in utc(2026, 11, 1 + day, 12, 0, 0) }
    let years = Gen<Int>.element(of: [2024, 2026, 2023, 2000, 1999, 2038, 2100])
    let months = Gen<Int>.element(of: [1, 12, 7, 2, 3, 10, 6, 8])
    let days = Gen<Int>.element(of: [1, 31, 28, 29, 30, 15])
    let hours = Gen<Int>.element(of: [0, 23, 1, 22])
    let edges = years.and(months).flatMap { year, month in
      days.and(hours).flatMap { day, hour in
        Gen<Int>.element(of: [0, 59, 30, 1]).map { minute in
          utc(year, month, day, hour, minute, minute == 59 ? 59 : 0)
        }
      }
    }
    return .oneOf([plain, edges, edges])
  }

  /// The instant of a calendar date and time in UTC; a day past the month's end rolls into
  /// the next month, as `Calendar` does.
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int)
    -> Date
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = DateComponents(
      year: year, month: month, day: 1, hour: hour, minute: minute, second: second)
    let first = calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
    return first.addingTimeInterval(Double(day - 1) * 86_400)
  }
}

extension Gen where Value == String {
  /// A time zone's identifier: UTC first, then whole-hour zones either side of it, the
  /// extremes (+14, −11), half and quarter hours (India, Newfoundland, Nepal), and zones with
  /// summer time.
  public static var timeZoneIdentifier: Gen {
    .element(of: [
      "UTC", "Europe/Paris", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati",
      "Pacific/Pago_Pago", "Asia/Kolkata", "America/St_Johns", "Asia/Kathmandu",
      "Australia/Adelaide", "America/Los_Angeles",
    ])
  }
}
