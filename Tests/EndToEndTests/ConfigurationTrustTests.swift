import Foundation
import Testing

/// The configuration file names commands that run as the user (`password_command`), so it is
/// read only when nobody else can have written it or the folders above it (docs/SECURITY.md,
/// "6b. Only your own files decide what runs"). Real files with real modes; the tests run as
/// root, so "another user" is `nobody`, and root is refused a file of nobody's too.
@Suite("The configuration file is trusted only when it is yours")
struct ConfigurationTrustTests {
  static let nobody = uid_t(65534)

  /// A shared folder (mode 1777, like /tmp) holding `XDG_CONFIG_HOME`, a configuration with an
  /// account whose `password_command` leaves a marker when it runs, and the fake agent.
  final class World {
    let world: CardDAVWorld
    let shared: URL
    let xdg: URL
    let folder: URL
    let file: URL
    let marker: URL

    init() throws {
      world = try CardDAVWorld(passwordCommand: nil)
      try world.grant()
      shared = world.folder.appendingPathComponent("shared")
      try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
      #expect(chmod(shared.path, 0o1777) == 0)
      xdg = shared.appendingPathComponent("xdg")
      folder = xdg.appendingPathComponent("contacts-tui")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      #expect(chmod(xdg.path, 0o700) == 0)
      #expect(chmod(folder.path, 0o700) == 0)
      file = folder.appendingPathComponent("config")
      marker = world.folder.appendingPathComponent("ran")
      try write(to: file)
    }

    /// Writes the configuration at `url`, mode 0600.
    func write(to url: URL) throws {
      let text =
        "[account home]\nurl = http://127.0.0.1:9/dav/\nusername = jane\n"
        + "password_command = touch '\(marker.path)'; echo pw\n"
      try Data(text.utf8).write(to: url)
      #expect(chmod(url.path, 0o600) == 0)
    }

    /// `contacts-tui sync` with this world's `XDG_CONFIG_HOME`.
    func sync(_ extra: [String] = []) throws -> Shell.Output {
      var environment = world.environment()
      environment["XDG_CONFIG_HOME"] = xdg.path
      return try world.home.cli(["sync"] + extra, environment: environment)
    }

    var ran: Bool { FileManager.default.fileExists(atPath: marker.path) }
  }

  enum Loosening: String, CaseIterable, CustomTestStringConvertible {
    case fileMode666, fileGroupWritable, fileOwnedByNobody, folderMode777, folderOwnedByNobody, xdgOwnedByNobody
    var testDescription: String { rawValue }
  }

  @Test("a configuration you own, in folders only you can write, runs its password_command")
  func ownFileIsRead() throws {
    let world = try World()
    let output = try world.sync()
    #expect(output.status == 0, "\(output.stderr)")
    #expect(world.ran)
  }

  @Test(
    "a configuration writable by group or others, or owned by another user, or in such a folder, is refused: exit 5, the file and the fix named, its password_command never run",
    arguments: Loosening.allCases)
  func looseFileIsRefused(loosening: Loosening) throws {
    let world = try World()
    let culprit: URL
    let fix: String
    switch loosening {
    case .fileMode666:
      #expect(chmod(world.file.path, 0o666) == 0)
      (culprit, fix) = (world.file, "chmod go-w '\(world.file.path)'")
    case .fileGroupWritable:
      #expect(chmod(world.file.path, 0o620) == 0)
      (culprit, fix) = (world.file, "chmod go-w '\(world.file.path)'")
    case .fileOwnedByNobody:
      #expect(chown(world.file.path, Self.nobody, Self.nobody) == 0)
      (culprit, fix) = (world.file, "chown")
    case .folderMode777:
      #expect(chmod(world.folder.path, 0o777) == 0)
      (culprit, fix) = (world.folder, "chmod go-w '\(world.folder.path)'")
    case .folderOwnedByNobody:
      #expect(chown(world.folder.path, Self.nobody, Self.nobody) == 0)
      (culprit, fix) = (world.folder, "chown")
    case .xdgOwnedByNobody:
      // Another user made XDG_CONFIG_HOME in the shared folder before the victim did.
      #expect(chown(world.xdg.path, Self.nobody, Self.nobody) == 0)
      (culprit, fix) = (world.xdg, "chown")
    }
    let output = try world.sync()
    #expect(output.status == 5, "\(output.stderr)")
    #expect(!world.ran, "the password_command ran")
    #expect(!FileManager.default.fileExists(atPath: world.world.startedFile.path), "the agent started")
    #expect(output.stderr.hasPrefix("contacts-tui: \(world.file.path): "), "\(output.stderr)")
    #expect(output.stderr.contains(culprit.path))
    #expect(output.stderr.contains("nothing was run"))
    #expect(output.stderr.contains(fix), "\(output.stderr)")
    // Every command reads the file, and none gets past it but --no-config.
    var environment = world.world.environment()
    environment["XDG_CONFIG_HOME"] = world.xdg.path
    #expect(try world.world.home.cli(["status"], environment: environment).status == 5)
    #expect(try world.world.home.cli(["status", "--no-config"], environment: environment).status == 0)
  }

  @Test("a configuration directly in a sticky folder others may write (as /tmp) is refused, by --config too")
  func stickyFolderIsRefused() throws {
    let world = try World()
    let planted = world.shared.appendingPathComponent("config")
    try world.write(to: planted)
    let output = try world.sync(["--config", planted.path])
    #expect(output.status == 5, "\(output.stderr)")
    #expect(!world.ran)
    #expect(output.stderr.contains("is in \(world.shared.path), a folder others may write (mode 1777)"))
    #expect(output.stderr.contains("move the file into a folder that only you can write"))
  }

  @Test(
    "a symlinked configuration is followed: a link to your own file is read; a link to a loose file, or a link in a loose folder, is refused"
  )
  func symbolicLinks() throws {
    let world = try World()
    let dotfiles = world.world.folder.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: false)
    #expect(chmod(dotfiles.path, 0o700) == 0)
    let target = dotfiles.appendingPathComponent("contacts-tui.conf")
    try FileManager.default.removeItem(at: world.file)
    try world.write(to: target)
    try FileManager.default.createSymbolicLink(at: world.file, withDestinationURL: target)
    let followed = try world.sync()
    #expect(followed.status == 0, "\(followed.stderr)")
    #expect(world.ran)
    try FileManager.default.removeItem(at: world.marker)

    #expect(chmod(dotfiles.path, 0o777) == 0)
    let looseTarget = try world.sync()
    #expect(looseTarget.status == 5)
    #expect(looseTarget.stderr.contains("chmod go-w '\(dotfiles.path)'"), "\(looseTarget.stderr)")
    #expect(!world.ran)
    #expect(chmod(dotfiles.path, 0o700) == 0)

    #expect(chmod(world.folder.path, 0o770) == 0)
    let looseLink = try world.sync()
    #expect(looseLink.status == 5)
    #expect(looseLink.stderr.contains("chmod go-w '\(world.folder.path)'"), "\(looseLink.stderr)")
    #expect(!world.ran)
  }
}
