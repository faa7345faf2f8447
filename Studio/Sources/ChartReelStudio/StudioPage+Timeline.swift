extension StudioPage {
  /// The timeline under the scrubber: one named lane per target node, each action a button
  /// placed over the frames it spans, the playhead, and the loop's in and out marks.
  ///
  /// Everything is placed with the scrubber's own mapping — its thumb's centre runs from half a
  /// thumb (`--thumb`, 14 px) in from the left edge to half a thumb in from the right — so a
  /// bar, the playhead and the thumb line up at every frame and width.
  static let timeline = #"""
    const thumb = 14;
    const place = (fraction) => "calc(" + (thumb / 2) + "px + (100% - " + thumb + "px) * " + fraction + ")";

    const loop = {
      on: false, in: 0, out: 0,
      clamp() {
        this.in = Math.max(0, Math.min(this.in, last()));
        this.out = this.out > 0 ? Math.max(this.in, Math.min(this.out, last())) : last();
        this.draw();
      },
      mark(which) {
        if (which === "in") { this.in = current(); if (this.out < this.in) this.out = last(); }
        else { this.out = current(); if (this.in > this.out) this.in = 0; }
        this.draw();
      },
      toggle() {
        this.on = !this.on;
        $("loop").setAttribute("aria-pressed", String(this.on));
        this.draw();
      },
      draw() {
        const region = $("loop-region");
        if (!region || !scene) return;
        const total = Math.max(1, last());
        region.style.left = place(this.in / total);
        region.style.width = "calc((100% - " + thumb + "px) * " + ((this.out - this.in) / total) + ")";
        region.classList.toggle("on", this.on);
        region.title = "Loop from frame " + this.in + " to " + this.out;
        $("loop-in").title = "Mark loop in at the playhead (I); now frame " + this.in;
        $("loop-out").title = "Mark loop out at the playhead (O); now frame " + this.out;
      },
    };
    $("loop-in").addEventListener("click", () => loop.mark("in"));
    $("loop-out").addEventListener("click", () => loop.mark("out"));
    $("loop").addEventListener("click", () => loop.toggle());

    function placePlayhead(index) {
      const playhead = $("playhead");
      if (playhead && scene) playhead.style.left = "calc(" + place(index / Math.max(1, last())) + " - 1px)";
    }

    function drawActions() {
      actions.textContent = "";
      const lanes = document.createElement("div");
      lanes.id = "lanes";
      const region = document.createElement("div");
      region.id = "loop-region";
      lanes.appendChild(region);
      const total = Math.max(1, last());
      const byTarget = new Map();
      for (const action of scene.actions) {
        const name = action.target || "scene";
        if (!byTarget.has(name)) byTarget.set(name, []);
        byTarget.get(name).push(action);
      }
      for (const [name, list] of byTarget) {
        const lane = document.createElement("div");
        lane.className = "lane";
        lane.dataset.target = name;
        const label = document.createElement("span");
        label.className = "lane-name";
        label.textContent = name;
        lane.appendChild(label);
        // Actions on one target that overlap in time take rows of their own in its lane.
        const rows = [];
        for (const action of list) {
          const start = Math.round(action.at * scene.fps);
          const end = start + Math.max(1, Math.round(action.duration * scene.fps), total / 40);
          let row = rows.findIndex((rowEnd) => rowEnd <= start);
          if (row < 0) { row = rows.length; rows.push(0); }
          rows[row] = end;
          const bar = actionButton(action, total);
          bar.style.top = (2 + row * 18) + "px";
          lane.appendChild(bar);
        }
        lane.style.height = (2 + 18 * Math.max(1, rows.length)) + "px";
        lanes.appendChild(lane);
      }
      const playhead = document.createElement("div");
      playhead.id = "playhead";
      lanes.appendChild(playhead);
      actions.appendChild(lanes);
      // Lanes past the timeline's height scroll; a shadow at its foot says there are more.
      actions.classList.toggle("more", actions.scrollHeight > actions.clientHeight + 1);
      loop.draw();
      updateTime();
    }

    function actionButton(action, total) {
      const bar = document.createElement("button");
      bar.type = "button";
      bar.className = "action";
      const start = Math.round(action.at * scene.fps);
      const span = Math.max(0, Math.round(action.duration * scene.fps));
      bar.style.left = place(start / total);
      bar.style.width = "calc((100% - " + thumb + "px) * " + (span / total) + ")";
      bar.textContent = action.change;
      const summary = action.source + ": " + action.change + " on " + (action.target || "the scene") +
        ", from " + action.at + " s for " + action.duration + " s";
      bar.title = summary;
      bar.setAttribute("aria-label", summary);
      bar.dataset.at = String(action.at);
      bar.dataset.start = String(start);
      bar.dataset.source = action.source;
      bar.addEventListener("click", (event) => {
        event.stopPropagation();
        seek(start);
        showSource(action.source);
      });
      return bar;
    }

    // A click anywhere else on the timeline seeks to the frame under it.
    actions.addEventListener("click", (event) => {
      if (!scene || event.target.closest(".action")) return;
      const box = actions.getBoundingClientRect();
      const fraction = (event.clientX - box.left - thumb / 2) / Math.max(1, box.width - thumb);
      seek(Math.round(Math.max(0, Math.min(1, fraction)) * last()));
    });
    """#
}
