import ChartReelCharts
import ChartReelCore

extension SceneDecoder {
  /// Reads the day files the script zooms into — `<overview's folder>/YYYY-MM/DD.json`, as
  /// Telegram's apps read them — into their charts; a missing file is reported at the action,
  /// naming the file looked for.
  static func loadDays(into root: inout Node, for actions: [Action], _ context: NodeContext) {
    let zooms = actions.compactMap { action in
      (action.change as? ZoomInChange).map { (action: action, day: $0.day) }
    }
    guard !zooms.isEmpty else { return }
    let chartCount = countCharts(root)
    visitCharts(&root) { node, content in
      let targeted = zooms.filter { zoom in
        if let target = zoom.action.target {
          return target == node.id || target == NodeID.unnamed(node.sourcePath)
        }
        return chartCount == 1
      }
      guard content.hasDayFiles, !content.kind.turnsIntoPie,
        let folder = context.overviewFolders[
          node.sourcePath.isEmpty ? "data" : node.sourcePath + ".data"]
      else { return }
      for zoom in targeted where content.days[zoom.day] == nil {
        let path = folder + DayZoom.relativePath(zoom.day)
        do throws(InputError) {
          let file = try context.readData(path)
          let day = try TelegramChartDecoder.decode(file.bytes, file: file.path)
          if let data = day.charts.first { content.days[zoom.day] = data }
        } catch {
          let looked = error.problems.first?.file ?? path
          let reason = error.problems.first?.message ?? "cannot read it"
          context.log.report(
            zoom.action.sourcePath + ".zoomIn",
            "no day file for \(zoom.day): looked for \(looked) (\(reason))")
        }
      }
    }
  }

  private static func countCharts(_ node: Node) -> Int {
    (node.content is ChartContent ? 1 : 0) + node.children.map(countCharts).reduce(0, +)
  }

  private static func visitCharts(_ node: inout Node, _ body: (Node, inout ChartContent) -> Void) {
    if var content = node.content as? ChartContent {
      body(node, &content)
      node.content = content
    }
    for index in node.children.indices { visitCharts(&node.children[index], body) }
  }
}
