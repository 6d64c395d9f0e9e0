import ContactsPrompt

extension CommandHint {
  /// A hint for a run with `common`'s `--app` and `--home`.
  init(common: CommonOptions) {
    self.init(app: common.app, home: common.home)
  }
}
