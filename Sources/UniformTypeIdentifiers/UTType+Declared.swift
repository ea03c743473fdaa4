import Foundation

// The types this module declares, with Apple's identifiers, conformances, filename extensions
// and MIME types.
extension UTType {
    /// The root of the hierarchy of declared types. (`public.item`)
    public static let item = UTType("public.item", [])
    /// Content a person reads or watches: documents, images, audio, video. (`public.content`)
    public static let content = UTType("public.content", ["public.item"])
    /// Content that mixes kinds, such as a PDF. (`public.composite-content`)
    public static let compositeContent = UTType("public.composite-content", ["public.content"])
    /// Bytes: the base of the types of files and pasteboard data. (`public.data`)
    public static let data = UTType("public.data", ["public.item"])
    /// A directory. (`public.directory`)
    public static let directory = UTType("public.directory", ["public.item"])
    /// A folder a person sees as one. (`public.folder`)
    public static let folder = UTType("public.folder", ["public.directory"])
    /// A directory shown as one file. (`com.apple.package`)
    public static let package = UTType("com.apple.package", ["public.directory"])
    /// Text of any encoding or markup. (`public.text`)
    public static let text = UTType("public.text", ["public.data", "public.content"])
    /// Text with no markup. (`public.plain-text`)
    public static let plainText = UTType("public.plain-text", ["public.text"], extension: "txt", mime: "text/plain")
    /// Plain text encoded in UTF-8. (`public.utf8-plain-text`)
    public static let utf8PlainText = UTType("public.utf8-plain-text", ["public.plain-text"])
    /// HTML. (`public.html`)
    public static let html = UTType("public.html", ["public.text"], extension: "html", mime: "text/html")
    /// XML. (`public.xml`)
    public static let xml = UTType("public.xml", ["public.text"], extension: "xml", mime: "application/xml")
    /// JSON. (`public.json`)
    public static let json = UTType("public.json", ["public.text"], extension: "json", mime: "application/json")
    /// Comma-separated values. (`public.comma-separated-values-text`)
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", ["public.text"], extension: "csv", mime: "text/csv")
    /// Rich Text Format. (`public.rtf`)
    public static let rtf = UTType("public.rtf", ["public.text"], extension: "rtf", mime: "text/rtf")
    /// Source code of any language. (`public.source-code`)
    public static let sourceCode = UTType("public.source-code", ["public.plain-text"])
    /// Swift source code. (`public.swift-source`)
    public static let swiftSource = UTType("public.swift-source", ["public.source-code"], extension: "swift", mime: nil)
    /// A property list. (`com.apple.property-list`)
    public static let propertyList = UTType("com.apple.property-list", ["public.data"], extension: "plist", mime: nil)
    /// A contact card. (`public.vcard`)
    public static let vCard = UTType("public.vcard", ["public.text"], extension: "vcf", mime: "text/vcard")
    /// A URL. (`public.url`)
    public static let url = UTType("public.url", ["public.data"])
    /// A URL of a file. (`public.file-url`)
    public static let fileURL = UTType("public.file-url", ["public.url"])
    /// An image of any format. (`public.image`)
    public static let image = UTType("public.image", ["public.data", "public.content"])
    /// A PNG image. (`public.png`)
    public static let png = UTType("public.png", ["public.image"], extension: "png", mime: "image/png")
    /// A JPEG image. (`public.jpeg`)
    public static let jpeg = UTType("public.jpeg", ["public.image"], extension: "jpeg", mime: "image/jpeg")
    /// A GIF image. (`com.compuserve.gif`)
    public static let gif = UTType("com.compuserve.gif", ["public.image"], extension: "gif", mime: "image/gif")
    /// A HEIC image. (`public.heic`)
    public static let heic = UTType("public.heic", ["public.image"], extension: "heic", mime: "image/heic")
    /// A TIFF image. (`public.tiff`)
    public static let tiff = UTType("public.tiff", ["public.image"], extension: "tiff", mime: "image/tiff")
    /// A WebP image. (`org.webmproject.webp`)
    public static let webP = UTType("org.webmproject.webp", ["public.image"], extension: "webp", mime: "image/webp")
    /// An SVG image. (`public.svg-image`)
    public static let svg = UTType("public.svg-image", ["public.image"], extension: "svg", mime: "image/svg+xml")
    /// A PDF document. (`com.adobe.pdf`)
    public static let pdf = UTType("com.adobe.pdf", ["public.data", "public.composite-content"], extension: "pdf", mime: "application/pdf")
    /// Audio, video or both. (`public.audiovisual-content`)
    public static let audiovisualContent = UTType("public.audiovisual-content", ["public.data", "public.content"])
    /// Audio of any format. (`public.audio`)
    public static let audio = UTType("public.audio", ["public.audiovisual-content"])
    /// MP3 audio. (`public.mp3`)
    public static let mp3 = UTType("public.mp3", ["public.audio"], extension: "mp3", mime: "audio/mpeg")
    /// A movie: video, possibly with audio. (`public.movie`)
    public static let movie = UTType("public.movie", ["public.audiovisual-content"])
    /// Video with no audio. (`public.video`)
    public static let video = UTType("public.video", ["public.movie"])
    /// An MPEG-4 movie. (`public.mpeg-4`)
    public static let mpeg4Movie = UTType("public.mpeg-4", ["public.movie"], extension: "mp4", mime: "video/mp4")
    /// A QuickTime movie. (`com.apple.quicktime-movie`)
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", ["public.movie"], extension: "mov", mime: "video/quicktime")
    /// An archive of files. (`public.archive`)
    public static let archive = UTType("public.archive", ["public.data"])
    /// A zip archive. (`public.zip-archive`)
    public static let zip = UTType("public.zip-archive", ["public.archive"], extension: "zip", mime: "application/zip")

    /// The declared types by identifier.
    static let catalogue: [String: UTType] = Dictionary(
        uniqueKeysWithValues: [
            item, content, compositeContent, data, directory, folder, package, text,
            plainText, utf8PlainText, html, xml, json, commaSeparatedText, rtf, sourceCode,
            swiftSource, propertyList, vCard, url, fileURL, image, png, jpeg,
            gif, heic, tiff, webP, svg, pdf, audiovisualContent, audio,
            mp3, movie, video, mpeg4Movie, quickTimeMovie, archive, zip,
        ].map { ($0.identifier, $0) })

    /// Extensions a declared type takes besides its preferred one.
    static let otherExtensions: [String: String] = [
        "jpg": "public.jpeg", "htm": "public.html", "tif": "public.tiff", "text": "public.plain-text", "m4v": "public.mpeg-4",
    ]
}
