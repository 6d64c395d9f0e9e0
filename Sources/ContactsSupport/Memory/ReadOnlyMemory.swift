/// Memory that nothing writes while it is shared, and that stays valid for as long as anything
/// holding it lives: a read-only mapping (`PROT_READ`) or a copy, made before it is shared and
/// freed only in the `deinit` of the class that owns it (`MappedFile`, `ContactSnapshot`), or a
/// part of such memory kept together with its owner (`SearchBuffer`). `Parallel.Memory` is the
/// other wrapper, for memory shared with the parts of one parallel run only.
///
/// @unchecked Sendable: a pointer is not Sendable, and the compiler cannot see that this memory
/// is never written once shared nor freed while a holder lives; every user keeps to that rule, so
/// any thread may read it.
@frozen package struct ReadOnlyMemory<Base>: @unchecked Sendable {
  /// The shared buffer or pointer.
  @usableFromInline package let base: Base

  /// Shares `base`, which from now on is only read, and outlives this wrapper's holders.
  @inlinable
  package init(_ base: Base) { self.base = base }
}
