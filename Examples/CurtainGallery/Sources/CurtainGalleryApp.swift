import SwiftUI
import UIKit

/// The gallery app: Curtain's transitions in a tab bar, each tab a screen to tap through.
///
/// The window's root is UIKit (a `UITabBarController`, see ``GalleryTabs``), hosted by SwiftUI's
/// app lifecycle, which is what an Xcode app package runs.
@main
struct CurtainGalleryApp: App {
  var body: some Scene {
    WindowGroup {
      GalleryRoot().ignoresSafeArea()
    }
  }
}

/// Hosts the gallery's tab bar controller in the SwiftUI window.
struct GalleryRoot: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UITabBarController {
    GalleryTabs.make()
  }

  func updateUIViewController(_ controller: UITabBarController, context: Context) {}
}
