/// A model executor that runs one job at a time, as in SwiftData.
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}
