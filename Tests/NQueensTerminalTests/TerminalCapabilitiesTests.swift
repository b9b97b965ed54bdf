import NQueensTerminal
import Testing

@Suite("Terminal capabilities")
struct TerminalCapabilitiesTests {
    @Test(
        "colour mode from the environment",
        arguments: [
            ([:], ColorMode.palette16), (["TERM": "xterm"], .palette16), (["TERM": "xterm-256color"], .palette256),
            (["TERM": "tmux-256color", "COLORTERM": "truecolor"], .trueColor), (["COLORTERM": "24bit"], .trueColor),
            (["COLORTERM": "TrueColor", "TERM": "xterm"], .trueColor), (["COLORTERM": "yes"], .palette16),
            (["NO_COLOR": "1", "COLORTERM": "truecolor"], .monochrome),
            (["NO_COLOR": "", "TERM": "xterm-256color"], .palette256),
            (["TERM": "dumb"], .monochrome), (["TERM": "screen.xterm-256color"], .palette256),
        ] as [([String: String], ColorMode)])
    func colorMode(environment: [String: String], mode: ColorMode) {
        #expect(TerminalCapabilities.colorMode(in: environment) == mode)
        #expect(TerminalCapabilities(environment: environment).colorMode == mode)
    }

    @Test func theNoColorFlagWins() {
        let capabilities = TerminalCapabilities(environment: ["COLORTERM": "truecolor"], forcesMonochrome: true)
        #expect(capabilities.colorMode == .monochrome)
    }

    @Test(
        "Unicode from the locale",
        arguments: [
            ([:], false), (["LANG": "C"], false), (["LANG": "en_US.UTF-8"], true), (["LANG": "de_DE.utf8"], true),
            (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
            (["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"], true),
            (["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"], false), (["LANG": "ja_JP.eucJP"], false),
        ] as [([String: String], Bool)])
    func unicode(environment: [String: String], unicode: Bool) {
        #expect(TerminalCapabilities.localeUsesUTF8(in: environment) == unicode)
        #expect(TerminalCapabilities(environment: environment).supportsUnicode == unicode)
    }

    @Test func theASCIIFlagWins() {
        #expect(!TerminalCapabilities(environment: ["LANG": "en_US.UTF-8"], forcesASCII: true).supportsUnicode)
    }

    @Test func modesNameThemselves() {
        #expect(ColorMode.allCases.map(\.description) == ["truecolor", "256", "16", "monochrome"])
    }
}
