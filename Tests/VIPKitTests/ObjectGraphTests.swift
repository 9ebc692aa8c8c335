import Testing
import VIPKit

/// Leaks through the less common places a reference can hide, and graphs that must not be
/// reported.
@Suite("The leak check, through every kind of stored value")
@MainActor
struct ObjectGraphTests {
  @Test("a cycle through a dictionary value is found and named by its key")
  func throughDictionary() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let node = Node()
        node.byName = ["self": node]
        return node
      }.only)
    #expect(finding.renderedCycle == "Node.byName[self] → Node")
  }

  @Test("a cycle through an enum payload is found")
  func throughEnumPayload() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let node = Node()
        let child = Node()
        node.child = child
        child.state = .showing(node)
        return node
      }.only)
    #expect(finding.renderedCycle == "Node.child → Node.state.showing → Node")
  }

  @Test("a cycle through a tuple inside an optional struct is found")
  func throughTupleInStruct() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let node = Node()
        node.pair = Pair(items: (1, node))
        return node
      }.only)
    #expect(finding.renderedCycle == "Node.pair.items.1 → Node")
  }

  @Test("unowned and weak back-references are not leaks")
  func unownedAndWeak() {
    let findings = VIPCheck.leaks {
      let parent = Parent()
      parent.child = UnownedChild(parent: parent)
      parent.weakChild = WeakChild()
      parent.weakChild?.parent = parent
      return parent
    }
    #expect(findings.isEmpty)
  }

  @Test("a superclass's stored property counts")
  func superclassProperty() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let node = SubNode()
        node.child = node
        return node
      }.only)
    #expect(finding.renderedCycle == "SubNode.child → SubNode")
  }

  @Test("a lazy property is named as written, not by its storage")
  func lazyProperty() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let node = LazyNode()
        _ = node.me
        return node
      }.only)
    #expect(finding.renderedCycle == "LazyNode.me → LazyNode")
    #expect(finding.message.contains("`weak var me`"))
  }

  @Test("a custom mirror that names an enum as a struct is walked without a crash")
  func customMirror() {
    let findings = VIPCheck.leaks {
      let node = Node()
      node.custom = Lying()
      return node
    }
    #expect(findings.isEmpty)
  }
}

// MARK: - Fixtures

@MainActor private class Node {
  var byName: [String: Node] = [:]
  var child: Node?
  var state: NodeState = .idle
  var pair: Pair?
  var custom: Lying?
}

@MainActor private final class SubNode: Node {}

@MainActor private final class LazyNode {
  lazy var me: LazyNode? = self
}

private enum NodeState {
  case idle
  case showing(AnyObject)
}

private struct Pair {
  var items: (Int, AnyObject)
}

@MainActor private final class Parent {
  var child: UnownedChild?
  var weakChild: WeakChild?
}

@MainActor private final class UnownedChild {
  unowned let parent: Parent
  init(parent: Parent) { self.parent = parent }
}

@MainActor private final class WeakChild {
  weak var parent: Parent?
}

private enum Direction { case up, down }

/// Claims to be a struct whose subject is an enum type.
private struct Lying: CustomReflectable {
  var customMirror: Mirror {
    Mirror(Direction.up, children: ["value": 1], displayStyle: .struct)
  }
}
