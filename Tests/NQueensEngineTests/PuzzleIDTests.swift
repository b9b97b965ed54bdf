import Testing

@testable import NQueensEngine

@Suite("Puzzle IDs")
struct PuzzleIDTests {
    // MARK: Round trips

    @Test("the IDs of generated puzzles read back as the same puzzle, in any case", arguments: Puzzle.sizeRange)
    func puzzlesRoundTrip(size: Int) throws {
        for seed in 0..<20 {
            let difficulties = Puzzle.difficulties(forSize: size)
            let puzzle = try Puzzle.generate(
                size: size, difficulty: difficulties[seed % difficulties.count], seed: UInt64(seed))
            let text = puzzle.id.description
            #expect(text.hasPrefix("\(size)-"))
            #expect(text.count == String(size).count + 2 + PuzzleID.payloadLength(size: size))
            #expect(try PuzzleID(parsing: text) == puzzle.id)
            #expect(try PuzzleID(parsing: text.lowercased()) == puzzle.id)
            #expect(try PuzzleID(parsing: "  \(text) ") == puzzle.id)
            #expect(try Puzzle(parsingID: text) == puzzle)
        }
    }

    @Test("any givens, one per row at most, round-trip (a property over random positions)", arguments: 4...16)
    func anyGivensRoundTrip(size: Int) throws {
        var random = SplitMix64(seed: 0x1D_0000 + UInt64(size))
        for _ in 0..<300 {
            // Each row empty or holding a given in any column (attacks allowed: the ID only encodes).
            let givens = (0..<size).compactMap { row -> Square? in
                let column = Int(random.next() % UInt64(size + 1)) - 1
                return column >= 0 ? Square(row: row, column: column) : nil
            }
            let id = PuzzleID(size: size, givens: givens)
            let read = try PuzzleID(parsing: id.description)
            #expect(read.size == size && read.givens == givens.sorted())
            #expect(read.description == id.description)
        }
    }

    @Test("IDs use only the 32 characters, and the printed form is in capitals")
    func alphabet() throws {
        let allowed = Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ-")
        for seed in 0..<50 {
            let id = try Puzzle.generate(size: 10, difficulty: .medium, seed: UInt64(seed)).id.description
            #expect(id.allSatisfy(allowed.contains))
        }
    }

    // MARK: Mistakes

    @Test("every single mistyped character is caught", arguments: Puzzle.sizeRange)
    func everySingleMistypeIsCaught(size: Int) throws {
        // Every printable ASCII character and a few look-alikes from further away.
        let replacements = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) } + ["é", "×", "０", "—", "🔥"]
        var tried = 0
        var missed: [String] = []
        for seed in 0..<3 {
            let difficulties = Puzzle.difficulties(forSize: size)
            let id = try Puzzle.generate(
                size: size, difficulty: difficulties[seed % difficulties.count], seed: UInt64(seed)
            ).id.description
            let characters = Array(id)
            for position in characters.indices {
                for replacement in replacements
                where replacement.uppercased() != characters[position].uppercased() {
                    var typed = characters
                    typed[position] = replacement
                    tried += 1
                    if (try? PuzzleID(parsing: String(typed))) != nil { missed.append(String(typed)) }
                }
            }
        }
        #expect(missed.isEmpty, "read as IDs: \(missed.prefix(5))")
        // 100 replacements per character, less the character itself (and its other case, for a letter).
        #expect(tried >= 3 * (String(size).count + 2 + PuzzleID.payloadLength(size: size)) * 98)
    }

    @Test("bad IDs get a message naming what is wrong")
    func messages() throws {
        #expect(throws: PuzzleIDError.empty) { try PuzzleID(parsing: "  ") }
        #expect(throws: PuzzleIDError.malformed("hello")) { try PuzzleID(parsing: "hello") }
        #expect(throws: PuzzleIDError.malformed("x8-0K31D0Q")) { try PuzzleID(parsing: "x8-0K31D0Q") }
        #expect(throws: PuzzleIDError.unexpectedCharacter("O", position: 3)) { try PuzzleID(parsing: "8-OK31D0Q") }
        #expect(throws: PuzzleIDError.checkFailed) { try PuzzleID(parsing: "8-0K31D1Q") }
        #expect(throws: PuzzleIDError.checkFailed) { try PuzzleID(parsing: "9-0K31D0Q") }
        #expect(
            PuzzleIDError.unexpectedCharacter("O", position: 3).description
                == "the puzzle ID has 'O' at position 3 (did you mean 0?); IDs use the digits and the letters other "
                + "than I, L, O and U")
        #expect(
            PuzzleIDError.checkFailed.description
                == "the puzzle ID's check character does not match: a character is mistyped")

        // Well-formed IDs with a valid check character that still name no puzzle.
        let tooSmall = withCheck("3-00")
        #expect(throws: PuzzleIDError.sizeOutOfRange(3)) { try PuzzleID(parsing: tooSmall) }
        let short = withCheck("8-0K31D")
        #expect(throws: PuzzleIDError.wrongLength(size: 8, expected: 7, found: 6)) { try PuzzleID(parsing: short) }
        let tooLarge = withCheck("8-ZZZZZZ")
        #expect(throws: PuzzleIDError.outOfRange(size: 8)) { try PuzzleID(parsing: tooLarge) }
        #expect(
            PuzzleIDError.wrongLength(size: 8, expected: 7, found: 6).description
                == "a 8×8 puzzle ID has 7 characters after the hyphen, this one has 6")
    }

    @Test("an ID whose givens are not a puzzle says why")
    func notAPuzzle() throws {
        let empty = PuzzleID(size: 8, givens: []).description
        #expect(throws: PuzzleIDError.notAPuzzle(.severalSolutions)) { try Puzzle(parsingID: empty) }
        let attacking = PuzzleID(size: 8, givens: [Square(row: 0, column: 0), Square(row: 1, column: 1)]).description
        #expect(throws: PuzzleIDError.notAPuzzle(.givensAttack(Square(row: 0, column: 0), Square(row: 1, column: 1)))) {
            try Puzzle(parsingID: attacking)
        }
        #expect(
            PuzzleIDError.notAPuzzle(.severalSolutions).description
                == "the puzzle ID is not a puzzle: more than one solution contains these givens; a puzzle has exactly one"
        )
    }

    // MARK: Helpers

    /// `text` (a size, a hyphen and digits of the alphabet) with its Luhn mod 32 check character appended.
    private func withCheck(_ text: String) -> String {
        let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
        let values = text.filter { $0 != "-" }.compactMap { alphabet.firstIndex(of: $0) }
        return text + String(alphabet[PuzzleID.check(values)])
    }
}
