extension StudioPage {
  /// The page's script: its parts joined in order.
  static var script: String { [core, playback, timeline, panels].joined(separator: "\n") }

  /// The scene, the frame shown when paused (full-size PNG, the newest asked for winning), the
  /// state panel, the time in the URL and the keys.
  static let core = #"""
    "use strict";
    const $ = (id) => document.getElementById(id);
    const frame = $("frame"), scrubber = $("scrubber"), time = $("time"), play = $("play");
    const state = $("state"), errors = $("errors"), actions = $("actions");
    const token = document.querySelector('meta[name="studio-token"]').content;
    let scene = null, version = 0, stateTimer = null, stateBusy = false, hashTimer = null;
    let wanted = -1, loading = false;

    const fps = () => (scene ? scene.fps : 30);
    const last = () => (scene ? scene.frames - 1 : 0);
    const current = () => Number(scrubber.value);
    const seconds = (index) => index / fps();
    const clamp = (index) => Math.max(0, Math.min(last(), index));

    async function loadScene() {
      const response = await fetch("/scene.json");
      const next = await response.json();
      version = next.version;
      if (next.problems.length) showErrors(next.problems);
      if (next.fps === undefined) return;
      scene = next;
      $("file").textContent = scene.file + " · " + scene.width + " × " + scene.height + " · " +
        scene.fps + " fps";
      scrubber.max = String(scene.frames - 1);
      if (current() > scene.frames - 1) scrubber.value = String(scene.frames - 1);
      loop.clamp();
      drawActions();
      describeFormats();
      resetSize();
      fitFrame();
    }

    function display(index, url, shownVersion) {
      frame.src = url;
      frame.dataset.frame = String(index);
      frame.dataset.version = String(shownVersion);
    }

    // The full-size PNG of frame `index` (the bytes of `chartreel render --at`), as a blob URL.
    let fullURL = null;
    async function fetchFull(index, forVersion) {
      const response = await fetch("/frame.png?t=" + seconds(index) + "&v=" + forVersion);
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const image = new Image();
      image.src = url;
      try { await image.decode(); } catch (e) { /* shown as it is */ }
      return url;
    }

    // Shows frame `index` full size when paused, the newest asked for winning.
    async function show(index) {
      wanted = index;
      updateTime();
      if (loading) return;
      loading = true;
      try {
        while (!player.playing) {
          const target = wanted, targetVersion = version;
          if (Number(frame.dataset.frame) === target && frame.dataset.full === "1" &&
              Number(frame.dataset.version) === targetVersion) break;
          let url;
          try { url = await fetchFull(target, targetVersion); } catch (e) { break; }
          if (player.playing) { URL.revokeObjectURL(url); break; }
          if (target !== wanted || targetVersion !== version) { URL.revokeObjectURL(url); continue; }
          const previous = fullURL;
          fullURL = url;
          display(target, url, targetVersion);
          frame.dataset.full = "1";
          if (previous) URL.revokeObjectURL(previous);
        }
      } finally {
        loading = false;
      }
      scheduleState();
    }

    function updateTime() {
      const index = current();
      time.textContent = seconds(index).toFixed(3) + " s · frame " + index + " / " + last();
      placePlayhead(index);
      clearTimeout(hashTimer);
      hashTimer = setTimeout(() => {
        history.replaceState(null, "", "#t=" + Number(seconds(current()).toFixed(4)));
      }, player.playing ? 500 : 100);
    }

    // The state panel follows the playhead, at most four times a second while playing.
    function scheduleState() {
      if (player.playing && stateTimer !== null) return;
      clearTimeout(stateTimer);
      stateTimer = setTimeout(() => { stateTimer = null; updateState(); }, player.playing ? 250 : 0);
    }

    async function updateState() {
      if (stateBusy) { scheduleState(); return; }
      stateBusy = true;
      try {
        const index = current();
        const response = await fetch("/state.json?t=" + seconds(index) + "&v=" + version);
        if (!response.ok) return;
        const value = await response.json();
        if (index !== current() && !player.playing) return;
        state.textContent = pretty(value, "");
        state.dataset.frame = String(index);
      } catch (e) {
        /* the next update tries again */
      } finally {
        stateBusy = false;
      }
    }

    // JSON with one key per line, arrays of numbers and short objects kept on one line.
    function pretty(value, indent) {
      const flat = JSON.stringify(value);
      if (value === null || typeof value !== "object" || flat.length <= 48) return flat;
      const inner = indent + "  ";
      if (Array.isArray(value)) {
        return "[\n" + value.map((item) => inner + pretty(item, inner)).join(",\n") + "\n" +
          indent + "]";
      }
      return "{\n" + Object.entries(value)
        .map(([key, item]) => inner + JSON.stringify(key) + ": " + pretty(item, inner))
        .join(",\n") + "\n" + indent + "}";
    }

    // Moves the playhead to `index`, stopping playback, and shows that frame full size.
    function seek(index) {
      if (!scene) return;
      player.stop();
      scrubber.value = String(clamp(Math.round(index)));
      show(current());
    }

    scrubber.addEventListener("input", () => seek(current()));
    scrubber.addEventListener("pointerdown", () => player.stop());
    play.addEventListener("click", () => player.toggle());

    // Transport keys work wherever the focus is, except in a field or on a control that uses
    // the key itself (space presses a focused button; a select takes its arrows).
    document.addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target;
      const tag = target && target.tagName;
      if (tag === "INPUT" && target !== scrubber || tag === "TEXTAREA") return;
      if (tag === "SELECT" && event.key !== " ") return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === " " && (tag === "BUTTON" || target.getAttribute("role") === "button")) {
        if (player.playing && target !== play) player.stop();
        return;
      }
      const step = event.shiftKey ? fps() : 1;
      const moves = {
        "ArrowRight": () => seek(current() + step), "ArrowLeft": () => seek(current() - step),
        ".": () => seek(current() + 1), ",": () => seek(current() - 1),
        "Home": () => seek(loop.on ? loop.in : 0), "End": () => seek(loop.on ? loop.out : last()),
        " ": () => player.toggle(), "k": () => player.stop(),
        "l": () => player.shuttle(1), "j": () => player.shuttle(-1),
        "i": () => loop.mark("in"), "o": () => loop.mark("out"),
      };
      if (moves[key]) {
        event.preventDefault();
        moves[key]();
      } else if (player.playing) {
        player.stop();
      }
    });

    function startAt() {
      const match = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
      return match ? Math.round(Number(match[1]) * fps()) : 0;
    }
    """#
}
