/// The heap of a process that lives a fraction of a second and allocates tens of megabytes on the
/// way: generation, which the build plugin runs in every build. On Linux, glibc's malloc grows its
/// heap 128 KB at a time and gives memory back as soon as 128 KB are free at its top, and the kernel
/// maps each page on its first touch, 4 KB at a time: generating 20,000 keys took 5,700 page faults,
/// 12 of its 80 ms in the kernel. Set up once, before the work: the heap grows by 64 MB at a time and
/// keeps what is freed, blocks up to 32 MB come from it rather than from maps of their own, and
/// its first 80 MB are offered to the kernel for huge pages (`madvise`, which Linux's default
/// transparent-huge-page mode, `madvise`, honours): 1,100 page faults, 8 ms in the kernel
/// (`Benchmarks/run`, Documentation/Performance.md).
///
/// Not for a run that keeps much memory (lint of a large app): its peak would grow by the huge
/// pages it touches in part. Nothing happens with another C library, on another system, or where
/// the kernel takes no advice on huge pages.
package enum ShortRunHeap {
  /// Returns the addresses offered for huge pages; nil when nothing was (another C library or
  /// system, or a heap that had room for the block below already).
  @discardableResult
  package static func setUp() -> Range<UInt>? {
    #if canImport(Glibc)
    // `mallopt` is in malloc.h, which the Glibc module does not include. `malloc` is called through
    // its address too: the compiler drops a block allocated and freed unused, which is all this does.
    guard let malloptSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt"),
      let mallocSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc")
    else { return nil }
    let mallopt = unsafeBitCast(malloptSymbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    let malloc = unsafeBitCast(mallocSymbol, to: (@convention(c) (Int) -> UnsafeMutableRawPointer?).self)
    let (trimThreshold, topPad, mmapThreshold): (Int32, Int32, Int32) = (-1, -2, -3)  // M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD
    guard mallopt(mmapThreshold, 32 << 20) == 1, mallopt(trimThreshold, 1 << 30) == 1, mallopt(topPad, 64 << 20) == 1 else { return nil }
    // A block larger than any free space makes malloc grow the heap by it and the pad at once; it is
    // kept when freed (the trim threshold), so the grown range stays the heap's.
    let before = UInt(bitPattern: sbrk(0))
    free(malloc(16 << 20))
    let after = UInt(bitPattern: sbrk(0))
    let hugePage: UInt = 2 << 20
    let start = (before + hugePage - 1) / hugePage * hugePage
    let end = after / hugePage * hugePage
    guard before != UInt.max, after > before, end > start,
      madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_HUGEPAGE) == 0
    else { return nil }
    return start..<end
    #else
    return nil
    #endif
  }
}
