// The Foundation peer of bench/scale.py: reads a Telegram chart file with JSONSerialization
// and turns its columns into [Double], as a program that uses Foundation would. Prints the
// number of values read.
import Foundation

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
guard let chart = try JSONSerialization.jsonObject(with: data) as? [String: Any],
  let columns = chart["columns"] as? [[Any]]
else { fatalError("not a Telegram chart") }
var total = 0
for column in columns {
  let values = column.dropFirst().map { ($0 as? NSNumber)?.doubleValue ?? .nan }
  total += values.count
}
print(total)
