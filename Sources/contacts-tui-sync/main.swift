// The sync agent: it reads a SyncRequest on standard input and answers with SyncEvent lines
// (docs/CARDDAV.md). The sync itself arrives with the sync engine.
import Foundation

FileHandle.standardError.write("contacts-tui-sync: the sync engine is not built yet\n".data(using: .utf8)!)
exit(7)
