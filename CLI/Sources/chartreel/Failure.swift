import ArgumentParser
import ChartReel
import Foundation

/// Runs a command body, printing any failure as clear lines and exiting with its status:
/// 2 for bad input (scenes, data, segments that do not fit), 64 for a wrong command line,
/// 130 for an interruption, 1 for anything else — standard output that cannot be written
/// included.
func reportingFailures<T>(_ body: () throws -> T) throws -> T {
  do {
    let result = try body()
    try StandardStreams.finish()
    return result
  } catch {
    // What was printed before the failure still goes out; a bad scene stays exit status 2
    // even when standard output cannot be written.
    StandardStreams.finishIgnoringFailure()
    throw report(error)
  }
}

/// Prints `error` on standard error and returns the exit code it calls for (or the error
/// itself, for ArgumentParser to print).
private func report(_ error: Error) -> Error {
  switch error {
  case let error as InputError:
    for problem in error.problems { printError("error: \(problem)") }
    return ExitCode(2)
  case ExportError.interrupted:
    printError("error: \(ExportError.interrupted)")
    return ExitCode(130)
  case ExportError.usage(let message):
    printError("error: \(message)")
    return ExitCode(64)
  case let error as ExportError:
    printError("error: \(error)")
    if case .unfitSegment = error { return ExitCode(2) }
    return ExitCode(1)
  case let error as RenderError:
    printError("error: \(error)")
    return ExitCode(1)
  case let error as EncodeError:
    printError("error: \(error)")
    return ExitCode(1)
  case let error as ValidationError:
    printError("error: \(error.message)")
    return ExitCode(64)
  default:
    return error
  }
}
