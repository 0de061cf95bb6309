extension UnsafeMutablePointer {
    /// The first `count` elements of this buffer moved into a new buffer with
    /// room for `capacity`; this buffer is deallocated. (How the engine's raw
    /// stores grow: the arena's chunk table and kept marks, the inherited-value
    /// chunk table, an element memo's runs.)
    func moved(count: Int, toCapacity capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let grown = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        grown.moveInitialize(from: self, count: count)
        deallocate()
        return grown
    }
}
