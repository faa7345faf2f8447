import ChartReelCore
import Testing

/// Tracks: the value at any time from an initial value and segments.
@Suite struct TrackTests {
  @Test("a segment runs from the value at its start to its target, linearly by default")
  func linearSegment() {
    var track = Track(initial: 10.0)
    track.append(start: 1, duration: 2, to: 20)
    #expect(track.value(at: 0) == 10)
    #expect(track.value(at: 1) == 10)
    #expect(abs(track.value(at: 1.5) - 12.5) < 1e-12)
    #expect(track.value(at: 3) == 20)
    #expect(track.value(at: 99) == 20)
  }

  @Test("a segment that starts while another runs takes over from where that one got to")
  func takeOver() {
    var track = Track(initial: 0.0)
    track.append(start: 0, duration: 1, to: 1)
    track.append(start: 0.5, duration: 1, to: 0)
    #expect(abs(track.value(at: 0.5) - 0.5) < 1e-12)
    #expect(abs(track.value(at: 1) - 0.25) < 1e-12)
    #expect(track.value(at: 1.5) == 0)
  }

  @Test("of two segments starting together, the one appended later wins")
  func sameStartLaterWins() {
    var track = Track(initial: 0.0)
    track.append(start: 1, duration: 1, to: 5)
    track.append(start: 1, duration: 1, to: 9)
    #expect(track.value(at: 2) == 9)
    #expect(track.target(at: 1) == 9)
  }

  @Test("an instant change jumps at its start")
  func instant() {
    var track = Track(initial: 1.0)
    track.append(start: 2, duration: 0, to: 0)
    #expect(track.value(at: 1.999) == 1)
    #expect(track.value(at: 2) == 0)
  }

  @Test("a curve with y2 > 1 carries the value past its target and back")
  func overshoot() {
    var track = Track(initial: 0.0)
    track.append(start: 0, duration: 1, curve: TimingCurve(0.3, 0, 0.6, 1.8), to: 10)
    let values = stride(from: 0.0, through: 1, by: 0.01).map { track.value(at: $0) }
    #expect(values.max()! > 10.5)
    #expect(track.value(at: 1) == 10)
  }

  @Test("a motion segment follows its own path and ends where the path ends")
  func motion() {
    var track = Track(initial: 2.0)
    track.append(start: 0, duration: 1) { from, p in from * (1 + p * p) }
    #expect(abs(track.value(at: 0.5) - 2.5) < 1e-12)
    #expect(track.value(at: 1) == 4)
    #expect(track.target(at: 0) == 4)
  }

  @Test("transition(at:) reports the change in force, and rest as a finished one")
  func transition() {
    var track = Track(initial: "a")
    track.append(start: 1, duration: 2, to: "b")
    #expect(track.transition(at: 0) == ("a", "a", 1))
    let middle = track.transition(at: 2)
    #expect(middle.from == "a" && middle.to == "b" && abs(middle.progress - 0.5) < 1e-12)
    #expect(track.transition(at: 3) == ("b", "b", 1))
  }

  @Test("active intervals merge overlapping segments")
  func activeIntervals() {
    var track = Track(initial: 0.0)
    track.append(start: 0, duration: 1, to: 1)
    track.append(start: 0.5, duration: 1, to: 2)
    track.append(start: 3, duration: 0, to: 3)
    #expect(track.activeIntervals == [0...1.5, 3...3])
  }
}
