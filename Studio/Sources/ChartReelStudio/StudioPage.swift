/// The studio's page: plain HTML, CSS and JavaScript compiled into the binary.
enum StudioPage {
  /// The page, carrying the session's `token` for state-changing requests.
  ///
  /// The element contract tests and scripts rely on: `#frame` shows the picture and its
  /// `data-frame` is the index of the frame on screen; `#scrubber` is the playhead, a range in
  /// frames; `#play` has `aria-pressed="true"` while playing; `#actions` holds one button per
  /// action with `data-at` (its start in seconds); `#export-format` offers mp4, webm, mov, gif,
  /// png (the frame at the playhead, one PNG) and sheet; `#fps` shows frames shown a second and
  /// frames dropped.
  static func html(token: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="studio-token" content="\(token)">
    <title>ChartReel Studio</title>
    <link rel="stylesheet" href="/studio.css">
    </head>
    <body>
    <header>
      <h1>ChartReel Studio</h1>
      <span id="file"></span>
      <span class="spacer"></span>
      <div id="export-controls" role="group" aria-label="Export">
        <select id="export-format" aria-label="Export format">
          <option value="mp4">MP4</option>
          <option value="webm">WebM</option>
          <option value="mov">MOV</option>
          <option value="gif">GIF</option>
          <option value="png" title="The frame at the playhead, full size">PNG frame</option>
          <option value="sheet">Sheet</option>
        </select>
        <select id="export-range" aria-label="Export frames">
          <option value="all">All frames</option>
          <option value="loop">In to out</option>
        </select>
        <span class="export-numbers"><label class="export-number">fps
          <input id="export-fps" type="number" min="1" max="120" step="1" value="30"
            aria-describedby="export-size"></label>
        <label class="export-number">×
          <input id="export-scale" type="number" min="0.1" max="4" step="0.05" value="1"
            list="export-scales" aria-label="Export scale, times the canvas"
            aria-describedby="export-size"></label></span>
        <datalist id="export-scales"><option value="0.5"><option value="1"><option value="1.5">
          <option value="2"></datalist>
        <span id="export-size" aria-live="polite"></span>
        <button id="export" type="button">Export</button>
      </div>
    </header>
    <div id="export-panel" hidden>
      <label for="export-progress" id="export-label">Export</label>
      <progress id="export-progress" max="1" value="0"></progress>
      <span id="export-status" role="status"></span>
      <button id="export-dismiss" type="button" aria-label="Dismiss the export status">×</button>
      <ul id="export-list" aria-label="Past exports"></ul>
    </div>
    <main>
      <section id="stage">
        <img id="frame" alt="The frame at the current time">
        <span id="fps" aria-live="off">paused</span>
        <div id="errors" role="alert" hidden></div>
      </section>
      <aside>
        <h2>State</h2>
        <pre id="state"></pre>
        <h2 id="source-title" hidden>Source</h2>
        <pre id="source" hidden></pre>
      </aside>
    </main>
    <footer>
      <div id="transport">
        <div id="buttons">
          <button id="play" type="button" aria-pressed="false"
            title="Play or pause (space, K); J and L play backward and forward">Play</button>
          <button id="loop-in" type="button" title="Mark loop in at the playhead (I)">In</button>
          <button id="loop-out" type="button" title="Mark loop out at the playhead (O)">Out</button>
          <button id="loop" type="button" aria-pressed="false"
            title="Loop between in and out">Loop</button>
          <select id="rate" aria-label="Playback rate">
            <option value="0.25">0.25×</option>
            <option value="0.5">0.5×</option>
            <option value="1" selected>1×</option>
            <option value="1.5">1.5×</option>
            <option value="2">2×</option>
          </select>
        </div>
        <div id="track">
          <input id="scrubber" type="range" min="0" max="0" step="1" value="0"
            aria-label="Frame">
          <div id="actions" role="group" aria-label="Actions, one lane per target"></div>
        </div>
        <span id="time"></span>
      </div>
    </footer>
    <script src="/studio.js"></script>
    </body>
    </html>
    """
  }
}
