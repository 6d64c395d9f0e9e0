import Foundation
import Testing

@testable import Authorization
@testable import ContactsSupport

/// `FileTrust.pathProblem`: OpenSSH's `safe_path` rules for a file that decides what runs, on
/// real files with real modes. The tests run as root, so "another user" is `nobody`.
@Suite("A file and the folders above it")
struct FileTrustPathTests {
  let directory = TemporaryDirectory()
  static let nobody = uid_t(65534)

  /// `home/a/b/file`, every folder 0700 and the file 0600.
  private func layout() throws -> (home: String, folder: String, file: String) {
    let home = directory.url.appendingPathComponent("home").path
    let folder = home + "/a/b"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for path in [home, home + "/a", folder] { #expect(chmod(path, 0o700) == 0) }
    let file = folder + "/file"
    try Data("x\n".utf8).write(to: URL(fileURLWithPath: file))
    #expect(chmod(file, 0o600) == 0)
    return (home, folder, file)
  }

  private func problem(_ path: String, home: String?, owner: UInt32 = UInt32(geteuid())) -> UntrustedPath? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    return FileTrust.pathProblem(of: path, descriptor: descriptor, home: home, owner: owner)
  }

  @Test("your own file in your own folders is trusted, and the walk stops at the home")
  func trusted() throws {
    let (home, _, file) = try layout()
    #expect(problem(file, home: home) == nil)
    // Above the home nothing is looked at: a loose folder there does not count.
    #expect(chmod(directory.url.path, 0o777) == 0)
    #expect(problem(file, home: home) == nil)
    // Without a home the walk goes on to /, and finds it.
    #expect(problem(file, home: nil)?.culprit == FileTrust.realPath(directory.url.path))
  }

  @Test("a file or a folder up to the home that group or others may write is the culprit, with chmod go-w")
  func loose() throws {
    let (home, folder, file) = try layout()
    #expect(chmod(file, 0o602) == 0)
    #expect(problem(file, home: home)?.culprit == FileTrust.realPath(file))
    #expect(problem(file, home: home)?.fix == "run: chmod go-w '\(FileTrust.realPath(file) ?? "")'")
    #expect(chmod(file, 0o600) == 0)
    #expect(chmod(home, 0o770) == 0)
    #expect(problem(file, home: home)?.culprit == FileTrust.realPath(home))
    #expect(chmod(home, 0o700) == 0)
    #expect(chmod(folder, 0o1777) == 0)
    let sticky = problem(file, home: home)
    #expect(sticky?.culprit == FileTrust.realPath(folder))
    #expect(sticky?.isStickyParent == true)
    // A sticky folder above the file's own folder is fine (nobody else can rename what is yours).
    #expect(chmod(folder, 0o700) == 0)
    #expect(chmod(home + "/a", 0o1777) == 0)
    #expect(problem(file, home: home) == nil)
  }

  @Test("a file or a folder of another user is refused, for root too; a folder of root's is fine for anyone")
  func owners() throws {
    let (home, folder, file) = try layout()
    #expect(chown(file, Self.nobody, Self.nobody) == 0)
    #expect(problem(file, home: home)?.problem == .foreignOwner(owner: UInt32(Self.nobody), expected: geteuid()))
    #expect(chown(file, geteuid(), getegid()) == 0)
    #expect(chown(folder, Self.nobody, Self.nobody) == 0)
    #expect(problem(file, home: home)?.culprit == FileTrust.realPath(folder))
    #expect(chown(folder, 0, 0) == 0)
    // As another user (the owner we check for), root's folders are trusted but root's file is not.
    #expect(chown(file, Self.nobody, Self.nobody) == 0)
    #expect(problem(file, home: home, owner: UInt32(Self.nobody)) == nil)
    #expect(chown(file, 0, 0) == 0)
    #expect(problem(file, home: home, owner: UInt32(Self.nobody))?.culprit == FileTrust.realPath(file))
  }

  @Test("a symbolic link is followed: the target's folders and the link's own folders are both checked")
  func links() throws {
    let (home, folder, file) = try layout()
    let elsewhere = directory.url.appendingPathComponent("elsewhere").path
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
    #expect(chmod(elsewhere, 0o700) == 0)
    let link = elsewhere + "/link"
    #expect(symlink(file, link) == 0)
    #expect(problem(link, home: home) == nil)
    #expect(chmod(elsewhere, 0o777) == 0)
    #expect(problem(link, home: home)?.culprit == FileTrust.realPath(elsewhere))
    #expect(chmod(elsewhere, 0o700) == 0)
    #expect(chmod(folder, 0o777) == 0)
    #expect(problem(link, home: home)?.culprit == FileTrust.realPath(folder))
  }
}
