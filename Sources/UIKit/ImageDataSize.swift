import Foundation

/// The pixel size an encoded image declares in its header: PNG (`IHDR`), GIF (logical screen),
/// JPEG (the first start-of-frame marker). What ``UIImage/init(data:)`` needs of a picture it does
/// not decode; `nil` for data in none of these formats or cut short.
enum ImageDataSize {
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        if let png = png(bytes) { return png }
        if let gif = gif(bytes) { return gif }
        return jpeg(bytes)
    }

    /// Whether `data` starts with the PNG signature.
    static func isPNG(_ data: Data) -> Bool {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, count: Int) -> Int {
        (at..<(at + count)).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, isPNG(Data(bytes)), bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        let size = (bigEndian(bytes, 16, count: 4), bigEndian(bytes, 20, count: 4))
        return size.0 > 0 && size.1 > 0 ? size : nil
    }

    private static func gif(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 10, bytes[0...5].elementsEqual("GIF87a".utf8) || bytes[0...5].elementsEqual("GIF89a".utf8) else {
            return nil
        }
        let size = (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        return size.0 > 0 && size.1 > 0 ? size : nil
    }

    private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            // Fill bytes, and markers without a length (RSTn, TEM).
            if marker == 0xFF {
                offset += 1
                continue
            }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += 2
                continue
            }
            let length = bigEndian(bytes, offset + 2, count: 2)
            // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let size = (bigEndian(bytes, offset + 7, count: 2), bigEndian(bytes, offset + 5, count: 2))
                return size.0 > 0 && size.1 > 0 ? size : nil
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }
}
