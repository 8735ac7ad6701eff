// An app written from CurtainInSwiftUI.md alone (issue 36): five things a SwiftUI developer asks
// of Curtain, on iOS 15 and later. .ci/apple-sdk-check.sh type-checks it against Apple's SDK
// (`--only examples`); Tests/CurtainSwiftUITests/AlbumFeaturesModelTests.swift plays each
// feature on the UIKit model.
//
// 1. A photo grid whose photos zoom to full screen, and drag down to close.
// 2. A settings sheet with medium and large detents, the detent bound to @State.
// 3. A built-in animator chosen by name (a String from settings).
// 4. A NavigationStack with a pushed detail (iOS 16; a NavigationView before).
// 5. One animator of its own.
import Curtain
import CurtainAnimators
import CurtainSwiftUI
import SwiftUI

struct Photo: Identifiable, Hashable {
  let id: Int
  var title: String
}

/// 5. The app's own animator: the screen rises 80 pt while it fades in, and sinks back out.
struct Rise: TransitionAnimator {
  var duration: TimeInterval = 0.35

  func plan(for context: TransitionContext) throws -> TransitionPlan {
    let shown = context.presentedFrame
    let low = ViewState(frame: shown.offsetBy(dx: 0, dy: 80), alpha: 0)
    let high = ViewState(frame: shown, alpha: 1)
    let presenting = context.isPresenting
    return try TransitionPlan(tracks: [
      Track(
        actor: .presented, from: presenting ? low : high, to: presenting ? high : low,
        timing: AnimationTiming(curve: .easeOut, duration: duration))
    ])
  }
}

/// 1. The grid: each photo zooms to full screen; the zoom's drag down closes it.
struct PhotoGrid: View {
  let photos: [Photo]
  let registry: AnimatorRegistry
  @Namespace private var grid
  @State private var opened: Photo?

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
        ForEach(photos) { photo in
          Button(photo.title) { opened = photo }
            .curtainMatchSource(id: photo.id, in: grid)
        }
      }
    }
    .curtainPresentation(
      item: $opened, spec: TransitionSpec(animator: "zoom"), registry: registry,
      matchSource: { photo in MatchSourceKey(id: photo.id, in: grid) },
      content: { photo in Text(photo.title) })
  }
}

/// 2. Settings in a sheet at medium or large; the detent is the app's state.
struct SettingsButton: View {
  @State private var showsSettings = false
  @State private var detent: SheetDetent = .medium
  /// 3. The animator for the about screen, by name (a setting, a server flag).
  @AppStorage("aboutAnimator") private var aboutAnimator = "crossDissolve"
  @State private var showsAbout = false
  let registry: AnimatorRegistry

  var body: some View {
    VStack {
      Button("Settings") { showsSettings = true }
        .curtainSheet(
          isPresented: $showsSettings, detents: [.medium, .large], selectedDetent: $detent,
          prefersGrabberVisible: true
        ) {
          Text(detent == .large ? "All settings" : "Settings")
        }
      Button("About") { showsAbout = true }
        .curtainPresentation(
          isPresented: $showsAbout,
          spec: TransitionSpec(animator: AnimatorID(aboutAnimator)), registry: registry
        ) {
          Text("About")
        }
    }
  }
}

/// 4. A stack whose pushes and pops play the app's own animator (5); the swipe back stays.
@available(iOS 16.0, *)
struct Library: View {
  let photos: [Photo]

  var body: some View {
    NavigationStack {
      List(photos) { photo in
        NavigationLink(photo.title, value: photo)
      }
      .navigationDestination(for: Photo.self) { photo in
        Text(photo.title)
      }
    }
    .curtainNavigationTransition(Rise())
  }
}

@main
struct AlbumApp: App {
  let photos = (1...12).map { Photo(id: $0, title: "Photo \($0)") }

  var body: some Scene {
    WindowGroup {
      TabView {
        PhotoGrid(photos: photos, registry: .builtIn)
          .tabItem { Text("Photos") }
        SettingsButton(registry: .builtIn)
          .tabItem { Text("Settings") }
        if #available(iOS 16.0, *) {
          Library(photos: photos)
            .tabItem { Text("Library") }
        }
      }
    }
  }
}
