extension CaseIterable where Self: Equatable {
    /// The case after this one in `allCases`; after the last comes the first.
    var nextInCycle: Self {
        let cases = Self.allCases
        let index = cases.firstIndex(of: self) ?? cases.startIndex
        let following = cases.index(after: index)
        return following == cases.endIndex ? cases[cases.startIndex] : cases[following]
    }
}
