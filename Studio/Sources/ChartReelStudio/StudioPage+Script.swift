extension StudioPage {
  /// The page's script: the scrubber, playback, state, actions, reloads and exports.
  ///
  /// Frames are fetched as blobs and cached per scene version; the shown frame's
  /// index and version are in `#frame`'s `data-frame` and `data-version`.
  static let script = #"""
    "use strict";
    const $ = (id) => document.getElementById(id);
    const frame = $("frame"), scrubber = $("scrubber"), time = $("time"), play = $("play");
    const state = $("state"), errors = $("errors"), actions = $("actions");
    let scene = null, version = 0, playing = null, stateTimer = null;
    let wanted = -1, loading = false;
    const cache = new Map();

    const fps = () => (scene ? scene.fps : 30);
    const current = () => Number(scrubber.value);
    const seconds = (index) => index / fps();

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
      drawActions();
    }

    function frameURL(index) {
      const key = version + ":" + index;
      if (!cache.has(key)) {
        const promise = fetch("/frame.png?t=" + seconds(index) + "&v=" + version)
          .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(r.status))))
          .then((blob) => URL.createObjectURL(blob));
        promise.catch(() => cache.delete(key));
        cache.set(key, promise);
        if (cache.size > 240) {
          const [oldest] = cache.keys();
          const old = cache.get(oldest);
          cache.delete(oldest);
          old.then((url) => { if (frame.src !== url) URL.revokeObjectURL(url); }, () => {});
        }
      }
      return cache.get(key);
    }

    function display(index, url, shownVersion) {
      frame.src = url;
      frame.dataset.frame = String(index);
      frame.dataset.version = String(shownVersion);
    }

    // Shows frame `index`, the newest asked for winning when requests pile up.
    async function show(index) {
      wanted = index;
      updateTime();
      if (loading) return;
      loading = true;
      try {
        while (true) {
          const target = wanted, targetVersion = version;
          if (Number(frame.dataset.frame) === target &&
              Number(frame.dataset.version) === targetVersion) break;
          try { display(target, await frameURL(target), targetVersion); } catch (e) { break; }
        }
      } finally {
        loading = false;
      }
      scheduleState();
    }

    function updateTime() {
      const index = current();
      const total = scene ? scene.frames - 1 : 0;
      time.textContent = seconds(index).toFixed(3) + " s · frame " + index + " / " + total;
      const playhead = $("playhead");
      if (playhead && scene) playhead.style.left = (100 * index / Math.max(1, total)) + "%";
    }

    function scheduleState() {
      clearTimeout(stateTimer);
      stateTimer = setTimeout(updateState, playing ? 250 : 0);
    }

    async function updateState() {
      const index = current();
      const response = await fetch("/state.json?t=" + seconds(index) + "&v=" + version);
      if (!response.ok || index !== current()) return;
      state.textContent = pretty(await response.json(), "");
      state.dataset.frame = String(index);
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

    function seek(index) {
      if (!scene) return;
      index = Math.max(0, Math.min(scene.frames - 1, index));
      scrubber.value = String(index);
      show(index);
    }

    function togglePlay() {
      if (playing) { playing = null; play.textContent = "Play"; scheduleState(); return; }
      if (!scene) return;
      if (current() >= scene.frames - 1) scrubber.value = "0";
      playing = { start: performance.now(), from: current() };
      play.textContent = "Pause";
      requestAnimationFrame(tick);
    }

    // Playback follows the clock: frames not fetched in time are skipped, never waited for.
    function tick(now) {
      if (!playing) return;
      const index = playing.from + Math.floor((now - playing.start) * fps() / 1000);
      const last = scene.frames - 1;
      for (let ahead = 1; ahead <= 8 && index + ahead <= last; ahead++) frameURL(index + ahead);
      scrubber.value = String(Math.min(index, last));
      const key = version + ":" + current();
      if (cache.has(key)) {
        const shownVersion = version, shownIndex = current();
        cache.get(key).then((url) => {
          if (playing && Number(frame.dataset.frame) < shownIndex)
            display(shownIndex, url, shownVersion);
        }, () => {});
      } else {
        frameURL(current());
      }
      updateTime();
      scheduleState();
      if (index >= last) { playing = null; play.textContent = "Play"; show(last); return; }
      requestAnimationFrame(tick);
    }

    function drawActions() {
      actions.textContent = "";
      const lanes = [];
      const total = Math.max(scene.duration, 1e-6);
      for (const action of scene.actions) {
        let lane = lanes.findIndex((end) => end <= action.at);
        if (lane < 0) { lane = lanes.length; lanes.push(0); }
        lanes[lane] = action.at + Math.max(action.duration, total / 100);
        const bar = document.createElement("div");
        bar.className = "action";
        bar.style.left = (100 * action.at / total) + "%";
        bar.style.width = (100 * action.duration / total) + "%";
        bar.style.top = (lane * 18) + "px";
        bar.textContent = action.change + (action.target ? " · " + action.target : "");
        bar.title = action.source + ": " + action.change + " on " + (action.target || "the scene") +
          ", from " + action.at + " s for " + action.duration + " s";
        bar.dataset.start = String(Math.round(action.at * scene.fps));
        bar.addEventListener("click", () => seek(Number(bar.dataset.start)));
        actions.appendChild(bar);
      }
      actions.style.height = (Math.max(1, lanes.length) * 18) + "px";
      const playhead = document.createElement("div");
      playhead.id = "playhead";
      actions.appendChild(playhead);
      updateTime();
    }

    function showErrors(problems) {
      errors.textContent = problems
        .map((p) => p.file + ": " + (p.key ? p.key + ": " : "") + p.message).join("\n");
      errors.hidden = false;
    }

    async function applyReload(data) {
      if (data.version === version) return;
      if (data.problems.length) { version = data.version; showErrors(data.problems); return; }
      errors.hidden = true;
      errors.textContent = "";
      await loadScene();
      show(current());
    }

    function exportProgress(data) {
      const progress = $("export-progress"), status = $("export-status");
      progress.hidden = false;
      progress.max = Math.max(1, data.total);
      progress.value = data.done;
      status.textContent = data.error ? "Export failed: " + data.error : "";
      if (data.url) {
        progress.hidden = true;
        const link = document.createElement("a");
        link.href = data.url;
        link.id = "export-link-" + data.kind;
        link.textContent = data.url.split("/").pop();
        status.appendChild(link);
      }
    }

    async function startExport(kind) {
      $("export-status").textContent = "Exporting " + kind + "…";
      const response = await fetch("/export/" + kind, { method: "POST" });
      if (!response.ok) $("export-status").textContent = (await response.json()).error;
    }

    scrubber.addEventListener("input", () => { playing = null; play.textContent = "Play"; show(current()); });
    play.addEventListener("click", togglePlay);
    $("export-video").addEventListener("click", () => startExport("video"));
    $("export-sheet").addEventListener("click", () => startExport("sheet"));
    document.addEventListener("keydown", (event) => {
      if (event.key === " ") { event.preventDefault(); togglePlay(); return; }
      const step = event.shiftKey ? fps() : 1;
      if (event.key === "ArrowRight") { event.preventDefault(); playing = null; seek(current() + step); }
      if (event.key === "ArrowLeft") { event.preventDefault(); playing = null; seek(current() - step); }
    });
    const events = new EventSource("/events");
    events.addEventListener("hello", (e) => applyReload(JSON.parse(e.data)));
    events.addEventListener("reload", (e) => applyReload(JSON.parse(e.data)));
    events.addEventListener("export", (e) => exportProgress(JSON.parse(e.data)));
    loadScene().then(() => show(current()));
    """#
}
