import Testing

@testable import NQueensEngine

@Suite("Regions puzzle IDs")
struct RegionsPuzzleIDTests {
    // MARK: Round trips

    @Test("any size, difficulty and seed round-trips through its ID, in any case (a property over random ones)")
    func idsRoundTrip() throws {
        var random = SplitMix64(seed: 0x1D_5E6D)
        let seeds: [UInt64] = [0, 1, 42, RegionsPuzzleID.seedRange.upperBound]
        for index in 0..<2_000 {
            let size = RegionsPuzzle.sizeRange.lowerBound + Int(random.next() % 8)
            let difficulty = PuzzleDifficulty.allCases[Int(random.next() % 3)]
            let seed = index < seeds.count ? seeds[index] : random.next() & RegionsPuzzleID.seedRange.upperBound
            let id = RegionsPuzzleID(size: size, difficulty: difficulty, seed: seed)
            let text = id.description
            #expect(text.count == (size < 10 ? 13 : 14) && text.count <= 16)
            #expect(text.hasPrefix("R\(size)\(RegionsPuzzleID.letter(of: difficulty))-"))
            #expect(text.allSatisfy { Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ-").contains($0) })
            for typed in [text, text.lowercased(), "  \(text) "] {
                let read = try RegionsPuzzleID(parsing: typed)
                #expect(read == id && read.size == size && read.difficulty == difficulty && read.seed == seed)
            }
            #expect(RegionsPuzzleID.isRegionsID(text) && RegionsPuzzleID.isRegionsID(" " + text.lowercased()))
        }
    }

    @Test("the seed's mix is a bijection of 40 bits")
    func mixIsABijection() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<10_000 {
            let seed = random.next() & RegionsPuzzleID.seedRange.upperBound
            #expect(RegionsPuzzleID.unmix(RegionsPuzzleID.mix(seed)) == seed)
            #expect(RegionsPuzzleID.mix(seed) <= RegionsPuzzleID.seedRange.upperBound)
        }
        // Small seeds do not print as runs of zeros.
        #expect(!RegionsPuzzleID(size: 8, difficulty: .medium, seed: 0).description.contains("0000"))
    }

    @Test("a puzzle's ID makes the same puzzle again", arguments: RegionsPuzzle.sizeRange)
    func puzzlesRoundTrip(size: Int) throws {
        for seed in 0..<2 {
            let difficulty = PuzzleDifficulty.allCases[(size + seed) % 3]
            let puzzle = try RegionsPuzzle.generate(size: size, difficulty: difficulty, seed: UInt64(seed))
            #expect(try RegionsPuzzle(parsingID: puzzle.id.description.lowercased()) == puzzle)
            #expect(try RegionsPuzzle(id: puzzle.id) == puzzle)
        }
    }

    // MARK: Mistakes

    @Test("every single mistyped, missing or extra character is caught, by both kinds of ID")
    func everySingleTypoIsCaught() throws {
        // Every printable ASCII character and a few look-alikes from further away.
        let replacements = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) } + ["é", "×", "０", "—", "🔥"]
        var tried = 0
        var missed: [String] = []
        var random = SplitMix64(seed: 0x7E_A5ED)
        for size in RegionsPuzzle.sizeRange {
            for difficulty in PuzzleDifficulty.allCases {
                let seed = random.next() & RegionsPuzzleID.seedRange.upperBound
                let characters = Array(RegionsPuzzleID(size: size, difficulty: difficulty, seed: seed).description)
                var typos: [[Character]] = []
                for position in characters.indices {
                    for replacement in replacements
                    where replacement.uppercased() != characters[position].uppercased() {
                        var typed = characters
                        typed[position] = replacement
                        typos.append(typed)
                    }
                    var shorter = characters
                    shorter.remove(at: position)
                    typos.append(shorter)
                }
                for position in 0...characters.count {
                    for extra in "0123456789ABCDEFGHJKMNPQRSTVWXYZ-R" {
                        var longer = characters
                        longer.insert(extra, at: position)
                        typos.append(longer)
                    }
                }
                for typed in typos.map({ String($0) }) {
                    tried += 1
                    if (try? RegionsPuzzleID(parsing: typed)) != nil || (try? PuzzleID(parsing: typed)) != nil {
                        missed.append(typed)
                    }
                }
            }
        }
        #expect(missed.isEmpty, "read as IDs: \(missed.prefix(5))")
        #expect(tried > 24 * 13 * 98)
    }

    @Test("classic and regions IDs are told apart at a glance, and neither reads as the other")
    func toldApart() throws {
        let classic = try Puzzle.generate(size: 8, difficulty: .medium, seed: 7).id.description
        let regions = RegionsPuzzleID(size: 8, difficulty: .medium, seed: 7).description
        #expect(!RegionsPuzzleID.isRegionsID(classic) && RegionsPuzzleID.isRegionsID(regions))
        #expect(throws: RegionsPuzzleIDError.malformed(classic)) { try RegionsPuzzleID(parsing: classic) }
        #expect(throws: PuzzleIDError.malformed(regions)) { try PuzzleID(parsing: regions) }
    }

    @Test("bad IDs get a message naming what is wrong")
    func messages() throws {
        #expect(throws: RegionsPuzzleIDError.empty) { try RegionsPuzzleID(parsing: " ") }
        #expect(throws: RegionsPuzzleIDError.malformed("R8-12345678")) { try RegionsPuzzleID(parsing: "R8-12345678") }
        #expect(throws: RegionsPuzzleIDError.malformed("RXM-12345678")) { try RegionsPuzzleID(parsing: "RXM-12345678") }
        #expect(throws: RegionsPuzzleIDError.unexpectedCharacter("O", position: 6)) {
            try RegionsPuzzleID(parsing: "R8M-0O000000A")
        }
        let good = RegionsPuzzleID(size: 8, difficulty: .medium, seed: 42).description
        var typo = Array(good)
        typo[6] = typo[6] == "7" ? "8" : "7"
        #expect(throws: RegionsPuzzleIDError.checkFailed) { try RegionsPuzzleID(parsing: String(typo)) }
        #expect(throws: RegionsPuzzleIDError.sizeOutOfRange(13)) {
            try RegionsPuzzleID(parsing: withCheck("R13M-", "00000000"))
        }
        #expect(throws: RegionsPuzzleIDError.unknownDifficulty("X")) {
            try RegionsPuzzleID(parsing: withCheck("R8X-", "00000000"))
        }
        #expect(throws: RegionsPuzzleIDError.wrongLength(expected: 9, found: 8)) {
            try RegionsPuzzleID(parsing: withCheck("R8M-", "0000000"))
        }
        #expect(
            RegionsPuzzleIDError.checkFailed.description
                == "the regions puzzle ID's check character does not match: a character is mistyped")
        #expect(
            RegionsPuzzleIDError.unexpectedCharacter("O", position: 6).description
                == "the regions puzzle ID has 'O' at position 6 (did you mean 0?); IDs use the digits and the letters "
                + "other than I, L, O and U")
        #expect(
            RegionsPuzzleIDError.malformed("hello").description
                == "'hello' is not a regions puzzle ID; a regions puzzle ID is R, the board size, E, M or H (easy, "
                + "medium, hard), a hyphen and 9 letters and digits, like R8M-EJFG8YJ9J")
    }

    /// `head` (ending in a hyphen) and `digits` with the check character of both appended.
    private func withCheck(_ head: String, _ digits: String) -> String {
        let values = (head.dropLast() + digits).unicodeScalars.compactMap(CrockfordBase32.value(of:))
        return head + digits + String(CrockfordBase32.character(CrockfordBase32.check(values)))
    }
}
