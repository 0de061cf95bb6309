//
// DefaultSymbols.swift
// Vortex
// https://www.github.com/twostraws/Vortex
// See LICENSE for license information.
//

import SwiftUI
/// Set up static variables for  images(symbols) in the asset catalog contained within the Resources folder
// TerminalLayout fixture: this target has no resources (no `Bundle.module`), so `Bundle.main`.
extension Image {
    public static let circle = Image("circle", bundle: Bundle.main)
    public static let confetti = Image("confetti", bundle: Bundle.main)
    public static let sparkle = Image("sparkle", bundle: Bundle.main)
}
