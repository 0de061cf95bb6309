extension Published {
    /// The publisher of a `@Published` property (`$score`), as Combine's struct: a new
    /// subscriber gets the current value on its first demand, then every value the property
    /// is set to, before it is stored (RCV1).
    ///
    /// ```swift
    /// Text("\(shown)").onReceive(model.$score) { shown = $0 }
    /// ```
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        /// The property's storage, shared by the copies of its wrapper.
        let storage: PublishedStorage<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let storage = storage
            let list: SubscriberList<Value, Never>
            if let made = storage.subscribers {
                list = made
            } else {
                list = SubscriberList()
                storage.subscribers = list
            }
            list.attach(subscriber, initial: { storage.value })
        }
    }
}
