extension StudioPage {
  /// The error overlay with the source around each error, the source of a clicked action,
  /// reloads, the export panel (format, frames, size; progress with time left; past exports)
  /// and the start of the page.
  static let panels = #"""
    // Lines of a source excerpt, the one found marked, as DOM text (never parsed as HTML).
    function excerpt(source) {
      const block = document.createElement("pre");
      block.className = "excerpt";
      for (const [number, text] of source.lines || []) {
        const line = document.createElement("span");
        line.className = number === source.line ? "line hit" : "line";
        line.textContent = String(number).padStart(4) + " │ " + text + "\n";
        block.appendChild(line);
        if (number === source.line && source.column > 1 && !source.key) {
          const caret = document.createElement("span");
          caret.className = "line hit";
          caret.textContent = "     │ " + " ".repeat(source.column - 1) + "^\n";
          block.appendChild(caret);
        }
      }
      return block;
    }

    function showErrors(problems) {
      errors.textContent = "";
      for (const p of problems) {
        const head = document.createElement("div");
        head.className = "problem";
        head.textContent = p.file + ": " + (p.key ? p.key + ": " : "") + p.message;
        errors.appendChild(head);
        if (p.source && p.source.lines) errors.appendChild(excerpt(p.source));
      }
      errors.hidden = false;
    }

    async function showSource(key) {
      const response = await fetch("/source.json?key=" + encodeURIComponent(key));
      const source = await response.json();
      const box = $("source");
      box.textContent = "";
      const head = document.createElement("div");
      head.textContent = source.file.split("/").pop() + ": " + (source.key || key) + " (line " + source.line + ")";
      box.appendChild(head);
      box.appendChild(excerpt(source));
      box.dataset.key = key;
      box.hidden = false;
      $("source-title").hidden = false;
    }

    // A click on a state entry shows the source of the last action before the playhead that
    // changes that key, if any.
    state.addEventListener("click", (event) => {
      if (!scene) return;
      const selection = window.getSelection();
      const line = (state.textContent.split("\n")[lineAt(event)] || "");
      const match = /^\s*"([^"]+)"/.exec(line);
      if (!match || (selection && String(selection).length)) return;
      const now = seconds(current());
      const found = scene.actions.filter((a) => a.change === match[1] && a.at <= now).pop();
      if (found) showSource(found.source);
    });
    function lineAt(event) {
      const box = state.getBoundingClientRect();
      const height = parseFloat(getComputedStyle(state).lineHeight) || 15;
      return Math.floor((event.clientY - box.top + state.scrollTop) / height);
    }

    async function applyReload(data) {
      if (data.version === version) return;
      if (data.problems.length) { version = data.version; showErrors(data.problems); return; }
      errors.hidden = true;
      errors.textContent = "";
      await loadScene();
      dropOldPreviews();
      if (!player.playing) show(current());
    }

    // The export panel stays until dismissed; each finished export is listed with its link.
    function exportProgress(data) {
      const panel = $("export-panel"), progress = $("export-progress"), status = $("export-status");
      panel.hidden = false;
      $("export-label").textContent = "Exporting " + data.name;
      progress.max = Math.max(1, data.total);
      progress.value = data.done;
      const percent = Math.floor(100 * data.done / Math.max(1, data.total));
      progress.setAttribute("aria-valuetext", percent + " %");
      if (data.error) {
        status.textContent = "Export failed: " + data.error;
        panel.dataset.state = "failed";
      } else if (data.url) {
        $("export-label").textContent = "Exported " + data.name;
        status.textContent = "100 % · done in " + data.elapsed.toFixed(1) + " s";
        panel.dataset.state = "done";
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = data.url;
        link.className = "export-link";
        link.dataset.kind = data.kind;
        link.textContent = data.name;
        item.appendChild(link);
        item.append(" · " + new Date().toLocaleTimeString());
        $("export-list").prepend(item);
      } else {
        const left = data.done > 0 ? data.elapsed * (data.total - data.done) / data.done : NaN;
        status.textContent = percent + " %" + (isFinite(left) ? " · " + Math.ceil(left) + " s left" : "");
        panel.dataset.state = "running";
      }
    }

    // The export's rate and scale start at the canvas's (after each reload until one is typed).
    let sizeTyped = false;
    function resetSize() {
      if (!scene || sizeTyped) return describeSize();
      $("export-fps").value = String(scene.fps);
      $("export-scale").value = "1";
      describeSize();
    }
    // What the export will be, or why the rate or scale is refused; null when it is fine.
    function exportSize() {
      const format = $("export-format").value;
      if (format === "png") return { note: "PNG: the frame at the playhead, full size" };
      if (format === "sheet") return { note: "Sheet: one PNG of frames at even times" };
      const fpsText = $("export-fps").value, scaleText = $("export-scale").value;
      const fps = Number(fpsText), scale = Number(scaleText);
      if (fpsText === "" || !Number.isInteger(fps) || fps < 1 || fps > 120)
        return { error: "fps is " + (fpsText || "empty") + "; expected a whole number from 1 to 120" };
      if (scaleText === "" || !isFinite(scale) || scale < 0.1 || scale > 4)
        return { error: "scale is " + (scaleText || "empty") + "; expected 0.1 to 4 times the canvas" };
      const even = format === "mp4" || format === "webm";
      const side = (pixels) => even ? Math.max(2, Math.round(pixels * scale / 2) * 2)
                                    : Math.max(1, Math.round(pixels * scale));
      const width = side(scene.width), height = side(scene.height);
      return { fps, scale, note: width + " × " + height + " · " + fps + " fps" +
        (even ? " · even sides for " + format.toUpperCase() + " (4:2:0)" : "") };
    }
    function describeSize() {
      if (!scene) return;
      const size = exportSize(), note = $("export-size");
      note.textContent = size.error ? size.error : size.note;
      note.classList.toggle("refused", !!size.error);
      const video = !["png", "sheet"].includes($("export-format").value);
      $("export-fps").disabled = !video;
      $("export-scale").disabled = !video;
    }
    function typedSize() {
      sizeTyped = true;
      describeSize();
    }

    async function startExport() {
      const format = $("export-format").value, range = $("export-range").value;
      const body = {}, size = exportSize();
      if (format === "png") { body.from = current(); body.to = current(); }
      else if (range === "loop") { body.from = loop.in; body.to = loop.out; }
      if (size.fps !== undefined && (size.fps !== scene.fps || size.scale !== 1)) {
        body.fps = size.fps;
        body.scale = size.scale;
      }
      const panel = $("export-panel"), status = $("export-status");
      panel.hidden = false;
      $("export-label").textContent = "Export " + format;
      if (size.error) {
        panel.dataset.state = "refused";
        status.textContent = "Refused: " + size.error;
        return;
      }
      panel.dataset.state = "starting";
      status.textContent = "Starting…";
      const response = await fetch("/export/" + format, {
        method: "POST", headers: { "Content-Type": "application/json", "X-Studio-Token": token },
        body: JSON.stringify(body) });
      if (!response.ok) {
        panel.dataset.state = "refused";
        status.textContent = "Refused: " + (await response.json()).error;
      }
    }

    // MP4 and GIF cannot keep a transparent canvas: say so in the format list.
    function describeFormats() {
      for (const option of $("export-format").options) {
        if (option.value !== "mp4" && option.value !== "gif") continue;
        const lossy = scene && scene.transparent;
        option.dataset.note = lossy ? "transparent canvas: use WebM or MOV" : "";
        option.title = option.dataset.note;
      }
    }

    // The picture fills the stage at the canvas's aspect, whatever size the frame was drawn at.
    function fitFrame() {
      if (!scene) return;
      const stage = $("stage");
      const scale = Math.min(stage.clientWidth / scene.width, stage.clientHeight / scene.height);
      frame.style.width = Math.floor(scene.width * scale) + "px";
      frame.style.height = Math.floor(scene.height * scale) + "px";
      const badge = $("fps");
      badge.style.right = (4 + (stage.clientWidth - Math.floor(scene.width * scale)) / 2) + "px";
      badge.style.top = (4 + (stage.clientHeight - Math.floor(scene.height * scale)) / 2) + "px";
      actions.classList.toggle("more", actions.scrollHeight > actions.clientHeight + 1);
    }
    new ResizeObserver(fitFrame).observe($("stage"));

    $("export").addEventListener("click", startExport);
    $("export-format").addEventListener("change", describeSize);
    $("export-fps").addEventListener("input", typedSize);
    $("export-scale").addEventListener("input", typedSize);
    $("export-dismiss").addEventListener("click", () => { $("export-panel").hidden = true; });
    const events = new EventSource("/events");
    events.addEventListener("hello", (e) => applyReload(JSON.parse(e.data)));
    events.addEventListener("reload", (e) => applyReload(JSON.parse(e.data)));
    events.addEventListener("export", (e) => exportProgress(JSON.parse(e.data)));
    loadScene().then(() => {
      scrubber.value = String(clamp(startAt()));
      show(current());
    });
    """#
}
