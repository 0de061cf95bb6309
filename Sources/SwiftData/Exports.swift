/// On Linux, where Apple's SwiftData does not exist, this module is named `SwiftData`: models
/// (`@Model`), their schema, containers kept in memory or in a JSON file, contexts, fetches, and —
/// with `import SwiftUI` beside it — `@Query`, `\.modelContext` and `.modelContainer(…)`. It
/// re-exports Foundation (a model file that imports SwiftData alone uses `Date`) and Observation
/// (what `@Model` expands to names it).
@_exported import Foundation
@_exported import Observation
