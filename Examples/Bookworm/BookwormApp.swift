// A SwiftUI app with SwiftData as it is written for Apple platforms — `import SwiftUI` and
// `import SwiftData` — run in the terminal. Its books are kept in
// `$XDG_DATA_HOME/bookworm/default.store` (else `~/.local/share/bookworm/default.store`).
import SwiftData
import SwiftUI

@Model
class Book {
    var title: String
    var author: String
    var rating: Int
    var date = Date.now

    init(title: String, author: String, rating: Int) {
        self.title = title
        self.author = author
        self.rating = rating
    }
}

@main
struct BookwormApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
            .modelContainer(for: Book.self)
    }
}

struct ContentView: View {
    @Environment(\.modelContext) var modelContext
    @Environment(\.dismiss) private var dismiss
    @Query(sort: [SortDescriptor(\Book.rating, order: .reverse), SortDescriptor(\Book.title)]) var books: [Book]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Bookworm: \(books.count) books").bold()
            ForEach(books) { book in
                Text("\(String(repeating: "*", count: book.rating)) \(book.title) by \(book.author)")
            }
            Text("a adds · r rates the first up · d deletes the first · q quits").foregroundColor(.secondary)
        }
        .padding()
        .onKeyPress("a") {
            modelContext.insert(Book(title: "Book \(books.count + 1)", author: "Anon", rating: 3))
            return .handled
        }
        .onKeyPress("r") {
            if let first = books.first { first.rating = min(first.rating + 1, 5) }
            return .handled
        }
        .onKeyPress("d") {
            if let first = books.first { modelContext.delete(first) }
            return .handled
        }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}
