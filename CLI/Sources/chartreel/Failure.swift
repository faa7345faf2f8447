import ArgumentParser
import ChartReel
import Foundation

/// Runs a command body, printing any failure as clear lines and exiting with its status:
/// 2 for bad input (scenes, data, segments that do not fit), 64 for a wrong command line,
/// 130 for an interruption, 1 for anything else.
func reportingFailures<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as InputError {
    for problem in error.problems { printError("error: \(problem)") }
    throw ExitCode(2)
  } catch ExportError.interrupted {
    printError("error: \(ExportError.interrupted)")
    throw ExitCode(130)
  } catch ExportError.usage(let message) {
    printError("error: \(message)")
    throw ExitCode(64)
  } catch let error as ExportError {
    if case .unfitSegment = error {
      printError("error: \(error)")
      throw ExitCode(2)
    }
    printError("error: \(error)")
    throw ExitCode(1)
  } catch let error as RenderError {
    printError("error: \(error)")
    throw ExitCode(1)
  } catch let error as EncodeError {
    printError("error: \(error)")
    throw ExitCode(1)
  } catch let error as ValidationError {
    printError("error: \(error.message)")
    throw ExitCode(64)
  }
}

/// Writes one line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
