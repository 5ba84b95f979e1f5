// Stands in for Apple's `Darwin` module on Linux, and declares nothing: its only use is that
// `#if canImport(Darwin)` in generated code selects the Apple branch, so that the branch is
// type-checked as it ships, against `AppleLocalization` (the API it calls that Linux's Foundation
// lacks) and Linux's Foundation (the rest).
