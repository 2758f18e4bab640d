/// What the scanner reports: start and end tags. Text, comments, processing instructions,
/// the DTD and CDATA are checked for shape and skipped.
public protocol XMLHandler {
    /// A start tag (for `<a/>`, `isEmptyElement` is true and no end call follows).
    mutating func start(_ tag: XMLStartTag, depth: Int) throws
    /// An end tag, after its name was checked against the open element.
    mutating func end(depth: Int) throws
    /// The element among the root's children (depth 1) that this handler may pass over unread,
    /// found by one attribute; nil when every one is read. (Two properties rather than one
    /// function of the depth: each rule's strings stay constants where the scanner compares them.)
    static var passOverChild: PassOver? { get }
    /// The same among the root's grandchildren (depth 2).
    static var passOverGrandchild: PassOver? { get }
    /// Whether the element a pass-over rule names, with this raw attribute value, is read.
    /// One that is not is skipped with its content at memory speed, its attributes never
    /// tokenised, and reported once, whole, through `passedOver(_:depth:)`.
    func reads(_ value: UnsafeBufferPointer<UInt8>, depth: Int) -> Bool
    /// An element was passed over.
    mutating func passedOver(_ value: UnsafeBufferPointer<UInt8>, depth: Int)
    /// The attributes a skimmed element is read by, as the tag writes them (` value="`).
    static var skimmedAttributes: SkimNames { get }
    /// Whether a read element among the root's children, with this raw value of the pass-over
    /// attribute, may be skimmed: its `skimmedAttributes` found by search rather than every
    /// attribute tokenised (for a type an export holds by the hundred thousand). The value is raw:
    /// one holding a reference (`&`) must not be skimmed, as it is not decoded.
    func skims(_ value: UnsafeBufferPointer<UInt8>) -> Bool
    /// A skimmed element: the pass-over attribute's value, each of `skimmedAttributes`' raw
    /// values (none missing, none with a reference), the element's line, and whether it is open
    /// (it has content: its children and its end follow as for a tokenised element).
    mutating func skimmed(_ value: UnsafeBufferPointer<UInt8>, _ attributes: SkimmedValues, line: Int, open: Bool)
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
        (self.name, self.attribute, self.endTag) = (name, attribute, endTag)
    }
}

extension XMLHandler {
    /// Every child of the root is read unless the handler says otherwise.
    public static var passOverChild: PassOver? { nil }
    /// Every grandchild of the root is read unless the handler says otherwise.
    public static var passOverGrandchild: PassOver? { nil }
    /// Every element is read unless the handler says otherwise.
    public func reads(_ value: UnsafeBufferPointer<UInt8>, depth: Int) -> Bool { true }
    /// Nothing to note by default.
    public mutating func passedOver(_ value: UnsafeBufferPointer<UInt8>, depth: Int) {}
    /// No attribute to skim by by default.
    public static var skimmedAttributes: SkimNames { .none }
    /// Every element is tokenised whole unless the handler says otherwise.
    public func skims(_ value: UnsafeBufferPointer<UInt8>) -> Bool { false }
    /// Nothing is skimmed by default.
    public mutating func skimmed(
        _ value: UnsafeBufferPointer<UInt8>, _ attributes: SkimmedValues, line: Int, open: Bool
    ) {}
}
