#if canImport(Glibc)
  import Glibc
#endif

/// The command line as bytes, before ArgumentParser sees it as text.
///
/// Swift reads each argument as UTF-8 and replaces a byte that is not with U+FFFD, so two
/// paths that differ only in such a byte (`a\xe9.png`, `a\xe8.png`) would name the same
/// file, and `caf\xe9/scene.json` a file that does not exist. The arguments are read here as
/// bytes and carried without loss by `PathBytes`, back to bytes at every system call.
enum CommandArguments {
  /// The arguments after the program's name, as the bytes the process was given.
  static func raw() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
    }
  }
}
