import Curtain
import CurtainAnimators
import CurtainSwiftUI
import SwiftUI

/// The SwiftUI tab: each of CurtainSwiftUI's modifiers on one screen.
///
/// `.curtainPresentation` with an animator and with a spec, `.curtainSheet` with a detent
/// binding, `.curtainMatchSource`/`.curtainMatchDestination` for a zoom from a row, and
/// `.curtainMotion` to preview what Reduce Motion users see.
struct SwiftUIGalleryView: View {
  /// The photos of the zoom row.
  private let photos = (1...4).map { GalleryPhoto(id: $0, title: "Photo \($0)") }
  @Namespace private var album
  @State private var showsFade = false
  @State private var showsSpec = false
  @State private var showsSheet = false
  @State private var detent = "medium"
  @State private var opened: GalleryPhoto?
  @State private var reducesMotion = false
  @State private var lastError = ""

  var body: some View {
    NavigationView {
      List {
        Section("Present") {
          Button("A fade, half screen") { showsFade = true }
            .curtainPresentation(
              isPresented: $showsFade,
              animator: FadePresentation(
                size: PresentationSize(width: .fullscreen, height: .halfscreen)),
              onDismiss: { lastError = "" }
            ) {
              GalleryPage(title: "FadePresentation", isPresented: $showsFade)
            }
          Button("By name: flip, from a spec") { showsSpec = true }
            .curtainPresentation(
              isPresented: $showsSpec,
              spec: TransitionSpec(animator: "flip", parameters: ["duration": .number(0.6)]),
              registry: AnimatorRegistry.builtIn,
              onError: { error in lastError = String(describing: error) }
            ) {
              GalleryPage(title: "flip", isPresented: $showsSpec)
            }
        }
        Section("Sheet") {
          Button("A sheet at \(detent)") { showsSheet = true }
            .curtainSheet(
              isPresented: $showsSheet,
              detents: [.medium, .large],
              selection: $detent,
              largestUndimmedDetent: "medium",
              prefersGrabberVisible: true,
              onError: { error in lastError = String(describing: error) }
            ) {
              VStack(spacing: 16) {
                Text("Resting at \(detent)").font(.headline)
                Button(detent == "large" ? "Back to medium" : "Up to large") {
                  detent = detent == "large" ? "medium" : "large"  // moves the sheet
                }
              }
              .padding(.top, 32)
              .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
        Section("Zoom from a row") {
          ForEach(photos) { photo in
            Button(photo.title) { opened = photo }
              .curtainMatchSource(id: photo.id, in: album)
          }
        }
        Section("Reduce Motion") {
          Toggle("Play the reduced plans", isOn: $reducesMotion)
        }
        if !lastError.isEmpty {
          Section("Refused") { Text(lastError).font(.footnote) }
        }
      }
      .curtainPresentation(
        item: $opened,
        spec: TransitionSpec(animator: "zoom"),
        registry: AnimatorRegistry.builtIn,
        matchSource: { photo in MatchSourceKey(id: photo.id, in: album) },
        onError: { error in lastError = String(describing: error) }
      ) { photo in
        VStack(spacing: 16) {
          Text(photo.title)
            .font(.largeTitle)
            .frame(maxWidth: .infinity, minHeight: 180)
            .background(Color.teal.opacity(0.3))
            .curtainMatchDestination(id: photo.id, in: album)
          Button("Close") { opened = nil }
          Spacer()
        }
        .padding()
      }
      .curtainMotion(reducesMotion ? .reduced : .automatic)
      .navigationTitle("SwiftUI")
    }
    .navigationViewStyle(.stack)
  }
}

/// A photo of the zoom row.
struct GalleryPhoto: Identifiable {
  let id: Int
  var title: String
}

/// A presented page with a close button that writes the binding.
struct GalleryPage: View {
  let title: String
  @Binding var isPresented: Bool

  var body: some View {
    VStack(spacing: 16) {
      Text(title).font(.title)
      Button("Close") { isPresented = false }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(uiColor: .systemBackground))
  }
}
