// A declarations-only stand-in for the part of Apple's Accessibility framework that the NQueens views use, built on
// Linux only for scripts/check-apple (see the SwiftUI folder beside it); never shipped or linked.
//
// accessibility/accessibilitynotification/announcement, accessibility/accessibilitynotification/announcement/init(_:),
// accessibility/accessibilitynotification/announcement/post()

public enum AccessibilityNotification {
    public struct Announcement {
        public init(_ announcement: String) {}
        public func post() {}
    }
}
