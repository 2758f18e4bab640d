/// What the scanner reports: start and end tags. Text, comments, processing instructions,
/// the DTD and CDATA are checked for shape and skipped.
public protocol XMLHandler {
    /// A start tag (for `<a/>`, `isEmptyElement` is true and no end call follows).
    mutating func start(_ tag: XMLStartTag, depth: Int) throws
    /// An end tag, after its name was checked against the open element.
    mutating func end(depth: Int) throws
    /// The element at `depth` (1: a child of the root) that this handler may pass over unread,
    /// found by one attribute; nil when every element at that depth is read.
    static func passOver(atDepth depth: Int) -> PassOver?
    /// Whether the element `passOver(atDepth:)` names, with this raw attribute value, is read.
    /// One that is not is skipped with its content at memory speed, its attributes never
    /// tokenised, and reported once, whole, through `passedOver(_:depth:)`.
    func reads(_ value: UnsafeBufferPointer<UInt8>, depth: Int) -> Bool
    /// An element was passed over.
    mutating func passedOver(_ value: UnsafeBufferPointer<UInt8>, depth: Int)
}

/// An element a handler may pass over without its attributes being tokenised: its name, the
/// attribute that decides, as the tag writes it (with its leading space, `=` and opening
/// quote), and its end tag.
public struct PassOver: Sendable {
    /// The element's name (`Record`).
    public let name: StaticString
    /// The attribute as written before its value (` type="`).
    public let attribute: StaticString
    /// The element's end tag (`</Record>`).
    public let endTag: StaticString

    /// A rule from its parts.
    public init(name: StaticString, attribute: StaticString, endTag: StaticString) {
        self.name = name
        self.attribute = attribute
        self.endTag = endTag
    }
}

extension XMLHandler {
    /// Every element is read unless the handler says otherwise.
    public static func passOver(atDepth depth: Int) -> PassOver? { nil }
    /// Every element is read unless the handler says otherwise.
    public func reads(_ value: UnsafeBufferPointer<UInt8>, depth: Int) -> Bool { true }
    /// Nothing to note by default.
    public mutating func passedOver(_ value: UnsafeBufferPointer<UInt8>, depth: Int) {}
}
