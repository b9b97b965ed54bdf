import NQueensPresentation
import NQueensServices
import NQueensTestSupport
import Testing

@Suite("Victory confetti")
struct ConfettiBurstTests {
    @Test("The same seed and moment give the same pieces; another seed gives others")
    func deterministic() {
        let burst = ConfettiBurst(seed: 42)
        #expect(burst.particles(at: 1.3) == ConfettiBurst(seed: 42).particles(at: 1.3))
        #expect(burst.particles(at: 1.3) != ConfettiBurst(seed: 43).particles(at: 1.3))
    }

    @Test("Nothing shows before the start or after the end; pieces show in between")
    func lifetime() {
        let burst = ConfettiBurst(seed: 7)
        #expect(burst.particles(at: -0.1).isEmpty)
        #expect(burst.particles(at: ConfettiBurst.duration).isEmpty)
        #expect(burst.isFinished(at: ConfettiBurst.duration))
        #expect(!burst.isFinished(at: 1))
        #expect(burst.particles(at: 1.2).count > ConfettiBurst.pieceCount / 2)
        #expect(burst.particles(at: ConfettiBurst.duration - 0.01).count < 10)
    }

    @Test("Pieces stay across the area, start near the top, fall, and fade near the bottom", arguments: [1, 99, 2026])
    func motion(seed: UInt64) {
        let burst = ConfettiBurst(seed: seed)
        let colors = ConfettiBurst.colors(in: .dark).count
        for time in stride(from: 0.0, to: ConfettiBurst.duration, by: 0.05) {
            for piece in burst.particles(at: time) {
                #expect((0...1).contains(piece.x))
                #expect((-0.06...1.06).contains(piece.y))
                #expect((0...1).contains(piece.opacity))
                #expect((0..<colors).contains(piece.colorIndex))
                #expect(piece.width > 0 && piece.height > 0)
            }
        }
        func meanHeight(_ time: Double) -> Double {
            let pieces = burst.particles(at: time)
            return pieces.map(\.y).reduce(0, +) / Double(max(1, pieces.count))
        }
        #expect(meanHeight(0.4) < meanHeight(1.2))
        #expect(meanHeight(1.2) < meanHeight(2.2))
        let early = burst.particles(at: 0.3)
        #expect(early.allSatisfy { $0.y < 0.5 })
        #expect(burst.particles(at: 2.4).contains { $0.opacity < 1 })
    }

    @Test("Pieces come in every shape and colour of the palette")
    func variety() {
        let pieces = (0..<30).flatMap { ConfettiBurst(seed: 5).particles(at: Double($0) * 0.1) }
        #expect(Set(pieces.map(\.shape)) == Set(ConfettiShape.allCases))
        #expect(Set(pieces.map(\.colorIndex)).count == ConfettiBurst.colors(in: .light).count)
        #expect(
            ConfettiBurst.colors(in: .dark) == [
                Palette.dark.accent, Palette.dark.hint, Palette.dark.streak, Palette.dark.conflict, Palette.dark.cursor,
            ])
    }

    @Test("A victory throws the confetti of its game: the same game, the same confetti")
    @MainActor
    func victorySeed() throws {
        let doubles = TestDependencies()
        let first = SampleGames.solved(id: SampleGames.id(1), size: 4, finishedAt: SampleGames.date(2026, 11, 29))
        let second = SampleGames.solved(id: SampleGames.id(2), size: 4, finishedAt: SampleGames.date(2026, 11, 29))
        let sheet = VictoryViewModel(record: first, dependencies: doubles.dependencies)
        #expect(sheet.confetti == VictoryViewModel(record: first, dependencies: doubles.dependencies).confetti)
        #expect(sheet.confetti != VictoryViewModel(record: second, dependencies: doubles.dependencies).confetti)
    }
}
