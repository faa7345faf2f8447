extension StudioPage {
  /// Playback that follows the clock on the first play.
  ///
  /// While playing, frames are fetched as previews (drawn at the picture's height on screen,
  /// at most 540 px) a little ahead of the playhead: the frame asked for is the one the
  /// playhead will have reached when the answer arrives (the round trip measured as it plays);
  /// requests the playhead has passed are cancelled (the server then drops them); at most four
  /// are in flight. When the server draws fewer frames a second than the scene has (from the
  /// drawing time it reports), only some frames are asked for, so the picture keeps up with
  /// the playhead. Previews are kept for the whole scene, up to 384 MB, the ones farthest from
  /// the playhead dropped first. `#fps` says the frames shown over the last second and the
  /// frames the playhead passed without showing (dropped).
  static let playback = #"""
    const previews = new Map();
    let previewBytes = 0;
    const previewBudget = 384 * 1024 * 1024, inFlightLimit = 4, previewCap = 540;

    const player = {
      playing: false, rate: 1, direction: 1, origin: 0, startFrame: 0, lastIndex: -1,
      roundTrip: 0.08, shownTimes: [], droppedTimes: [], lastShown: -1,
      timer: null,

      toggle() { this.playing ? this.stop() : this.start(1); },

      start(direction) {
        if (!scene) return;
        this.direction = direction;
        const end = direction > 0 ? (loop.on ? loop.out : last()) : (loop.on ? loop.in : 0);
        if (current() === end) scrubber.value = String(direction > 0 ? (loop.on ? loop.in : 0) : last());
        this.playing = true;
        this.origin = performance.now();
        this.startFrame = current();
        this.lastIndex = -1;
        this.lastShown = Number(frame.dataset.frame);
        this.shownTimes = [];
        this.droppedTimes = [];
        play.setAttribute("aria-pressed", "true");
        play.textContent = "Pause";
        const run = this.run = (this.run || 0) + 1;
        const frameLoop = (now) => {
          if (this.playing && this.run === run) { this.tick(now); requestAnimationFrame(frameLoop); }
        };
        requestAnimationFrame(frameLoop);
        // A timer too: the playhead moves on time even where animation frames are held back.
        this.timer = setInterval(() => this.tick(performance.now()), 8);
      },

      // J and L: play that way, or faster that way (up to 2×) when already playing so.
      shuttle(direction) {
        if (this.playing && this.direction === direction) {
          setRate(Math.min(2, this.rate * 2));
          return;
        }
        if (this.playing) this.stop();
        this.start(direction);
      },

      stop() {
        if (!this.playing) return;
        this.playing = false;
        clearInterval(this.timer);
        play.setAttribute("aria-pressed", "false");
        play.textContent = "Play";
        for (const entry of previews.values()) {
          if (!entry.url && entry.controller) { entry.controller.abort(); }
        }
        fpsText();
        show(current());
      },

      // Restarts the clock from the playhead (after a rate change or a loop).
      rebase() { this.origin = performance.now(); this.startFrame = current(); this.lastIndex = -1; },

      // The frames asked for are this many apart (a fraction: frames round(k × stride)):
      // 1 when the server draws faster than the scene plays, more when the scene (at this
      // rate) has more frames a second than the server can draw, aiming at 70 % of what it
      // can (its renders at once over the time one takes) and at most 40 a second, since the
      // browser decodes and paints each one too.
      stride() {
        const wanted = fps() * this.rate;
        const affordable = Math.min(40, 0.7 * this.capacity);
        return Math.max(1, wanted / Math.max(5, affordable));
      },
      capacity: 60,

      // The frame the k-th step of the grid falls on.
      grid(k) { return Math.round(k * this.stride()); },

      tick(now) {
        if (!this.playing) return;
        // An animation frame's time may be a little before the clock was started.
        const moved = Math.max(0, now - this.origin) * fps() * this.rate / 1000;
        let index = this.startFrame + this.direction * Math.floor(moved + 1e-6);
        const low = loop.on ? loop.in : 0, high = loop.on ? loop.out : last();
        if (this.direction > 0 ? index > high : index < low) {
          if (loop.on) {
            scrubber.value = String(this.direction > 0 ? low : high);
            this.rebase();
            index = current();
          } else {
            scrubber.value = String(this.direction > 0 ? high : low);
            this.stop();
            return;
          }
        }
        if (index !== this.lastIndex) {
          this.lastIndex = index;
          scrubber.value = String(index);
          updateTime();
          scheduleState();
        }
        this.fetchAhead(index);
        this.showBest(index);
        if (now - (this.fpsShown || 0) > 250) { this.fpsShown = now; fpsText(); }
      },

      // Shows the newest preview at or before the playhead (in the direction of play).
      showBest(index) {
        const reach = Math.ceil(3 * this.stride());
        for (let back = 0; back <= reach; back++) {
          const candidate = index - this.direction * back;
          if (candidate === this.lastShown) return;
          const entry = previews.get(version + ":" + candidate);
          if (entry && entry.url && entry.decoded) {
            const now = performance.now();
            const gap = Math.abs(candidate - this.lastShown);
            if (this.lastShown >= 0 && gap > 1) this.droppedTimes.push([now, gap - 1]);
            display(candidate, entry.url, version);
            frame.dataset.full = "0";
            entry.used = now;
            this.lastShown = candidate;
            this.shownTimes.push(now);
            return;
          }
        }
      },

      // Asks for the frames the playhead will reach, cancelling those it has passed.
      fetchAhead(index) {
        const stride = this.stride(), direction = this.direction;
        let inFlight = 0;
        for (const [key, entry] of previews) {
          if (entry.url || !entry.controller) continue;
          const passed = direction > 0 ? entry.index < index : entry.index > index;
          if (entry.version !== version || passed) {
            // Passed before it came: the round trip is longer than thought; ask further ahead.
            if (passed) {
              const age = (performance.now() - entry.used) / 1000;
              this.roundTrip = Math.min(2, Math.max(this.roundTrip, 1.25 * age));
            }
            entry.controller.abort();
            previews.delete(key);
          } else {
            inFlight++;
          }
        }
        const lead = this.roundTrip * fps() * this.rate + 1;
        const from = index + direction * lead, reach = lead + 6 * stride;
        let k = direction > 0 ? Math.ceil(from / stride) : Math.floor(from / stride);
        for (let n = 0; inFlight < inFlightLimit && n < 12; n++, k += direction) {
          const at = this.grid(k);
          if (at < 0 || at > last() || Math.abs(at - index) > reach) break;
          if (previews.has(version + ":" + at)) continue;
          requestPreview(at);
          inFlight++;
        }
      },
    };

    // The preview height: the picture's height on screen in device pixels, from 180 to 540 px.
    function previewHeight() {
      const stage = $("stage");
      const scale = Math.min(stage.clientWidth / scene.width, stage.clientHeight / scene.height);
      const height = Math.round(scene.height * scale * (window.devicePixelRatio || 1));
      return Math.max(180, Math.min(previewCap, scene.height, height));
    }

    function requestPreview(index) {
      const controller = new AbortController(), started = performance.now();
      const entry = { index, version, controller, url: null, decoded: false, size: 0, used: started };
      const key = version + ":" + index;
      previews.set(key, entry);
      fetch("/preview.png?i=" + index + "&h=" + previewHeight() + "&v=" + version,
            { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok || response.headers.get("X-Scene-Version") !== String(entry.version)) {
            throw new Error(String(response.status));
          }
          const blob = await response.blob();
          const seconds = (performance.now() - started) / 1000;
          player.roundTrip = 0.8 * player.roundTrip + 0.2 * seconds;
          const drawing = Number(response.headers.get("X-Render-Us")) / 1e6;
          const renders = Number(response.headers.get("X-Renders")) || 1;
          if (drawing > 0) {
            player.capacity = 0.8 * player.capacity + 0.2 * Math.min(240, renders / drawing);
          }
          entry.url = URL.createObjectURL(blob);
          entry.size = blob.size;
          entry.controller = null;
          previewBytes += blob.size;
          const image = new Image();
          image.src = entry.url;
          try { await image.decode(); } catch (e) { /* shown as it is */ }
          entry.decoded = true;
          trimPreviews();
        })
        .catch(() => { if (previews.get(key) === entry && !entry.url) previews.delete(key); });
    }

    // Keeps the previews within their budget, dropping those farthest from the playhead.
    function trimPreviews() {
      if (previewBytes <= previewBudget) return;
      const ready = [...previews.entries()].filter(([, entry]) => entry.url)
        .sort((a, b) => Math.abs(b[1].index - current()) - Math.abs(a[1].index - current()));
      for (const [key, entry] of ready) {
        if (previewBytes <= previewBudget * 0.9) break;
        if (frame.src === entry.url) continue;
        URL.revokeObjectURL(entry.url);
        previewBytes -= entry.size;
        previews.delete(key);
      }
    }

    // Forgets the previews of other versions of the scene (after a reload).
    function dropOldPreviews() {
      for (const [key, entry] of previews) {
        if (entry.version === version) continue;
        if (entry.controller) entry.controller.abort();
        if (entry.url && frame.src !== entry.url) URL.revokeObjectURL(entry.url);
        if (entry.url) previewBytes -= entry.size;
        previews.delete(key);
      }
    }

    function fpsText() {
      const now = performance.now();
      const shown = player.shownTimes.filter((t) => t > now - 1000).length;
      const dropped = player.droppedTimes.filter(([t]) => t > now - 1000)
        .reduce((sum, [, count]) => sum + count, 0);
      player.shownTimes = player.shownTimes.filter((t) => t > now - 1000);
      player.droppedTimes = player.droppedTimes.filter(([t]) => t > now - 1000);
      const el = $("fps");
      el.dataset.shown = String(shown);
      el.dataset.dropped = String(dropped);
      el.textContent = player.playing
        ? shown + " frames/s shown · " + dropped + " dropped" + (player.rate !== 1 ? " · " + player.rate + "×" : "")
        : "paused";
    }

    function setRate(rate) {
      player.rate = Math.max(0.25, Math.min(2, rate));
      $("rate").value = String(player.rate);
      if (player.playing) player.rebase();
    }
    $("rate").addEventListener("change", () => setRate(Number($("rate").value)));
    """#
}
