import Foundation

/// What a text field holds, as UIKit's `UITextContentType` (which SwiftUI's
/// `textContentType(_:)` takes on iOS): the common kinds, by their UIKit names.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = Self(rawValue: "name")
    public static let namePrefix = Self(rawValue: "namePrefix")
    public static let givenName = Self(rawValue: "givenName")
    public static let middleName = Self(rawValue: "middleName")
    public static let familyName = Self(rawValue: "familyName")
    public static let nameSuffix = Self(rawValue: "nameSuffix")
    public static let nickname = Self(rawValue: "nickname")
    public static let jobTitle = Self(rawValue: "jobTitle")
    public static let organizationName = Self(rawValue: "organizationName")
    public static let location = Self(rawValue: "location")
    public static let fullStreetAddress = Self(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = Self(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = Self(rawValue: "streetAddressLine2")
    public static let addressCity = Self(rawValue: "addressCity")
    public static let addressState = Self(rawValue: "addressState")
    public static let addressCityAndState = Self(rawValue: "addressCityAndState")
    public static let sublocality = Self(rawValue: "sublocality")
    public static let countryName = Self(rawValue: "countryName")
    public static let postalCode = Self(rawValue: "postalCode")
    public static let telephoneNumber = Self(rawValue: "telephoneNumber")
    public static let emailAddress = Self(rawValue: "emailAddress")
    public static let URL = Self(rawValue: "URL")
    public static let creditCardNumber = Self(rawValue: "creditCardNumber")
    public static let username = Self(rawValue: "username")
    public static let password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "newPassword")
    public static let oneTimeCode = Self(rawValue: "oneTimeCode")
    public static let shipmentTrackingNumber = Self(rawValue: "shipmentTrackingNumber")
    public static let flightNumber = Self(rawValue: "flightNumber")
    public static let dateTime = Self(rawValue: "dateTime")
}
