/// The studio's page: plain HTML, CSS and JavaScript compiled into the binary.
enum StudioPage {
  /// The page; its elements `#frame`, `#scrubber`, `#time`, `#play`, `#state`, `#errors` and
  /// `#actions` are what tests look for.
  static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>ChartReel Studio</title>
    <link rel="stylesheet" href="/studio.css">
    </head>
    <body>
    <header>
      <h1>ChartReel Studio</h1>
      <span id="file"></span>
      <span class="spacer"></span>
      <button id="export-video" type="button">Export MP4</button>
      <button id="export-sheet" type="button">Export sheet</button>
      <progress id="export-progress" max="1" value="0" hidden></progress>
      <span id="export-status"></span>
    </header>
    <main>
      <section id="stage">
        <img id="frame" alt="The frame at the current time">
        <div id="errors" role="alert" hidden></div>
      </section>
      <aside>
        <h2>State</h2>
        <pre id="state"></pre>
      </aside>
    </main>
    <footer>
      <div id="transport">
        <button id="play" type="button" title="Play or pause (space)">Play</button>
        <input id="scrubber" type="range" min="0" max="0" step="1" value="0"
          aria-label="Frame">
        <span id="time"></span>
      </div>
      <div id="actions" aria-label="Actions"></div>
    </footer>
    <script src="/studio.js"></script>
    </body>
    </html>
    """
}
