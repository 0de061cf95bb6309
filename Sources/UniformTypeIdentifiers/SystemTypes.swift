/// Internal: the system's declared types (UTI1): Apple's common public, Apple and vendor
/// types, each with its supertypes, file name extensions, MIME types and description.
enum SystemTypes {
    static let all: [UTTypeDeclaration] = [
        UTTypeDeclaration(identifier: "public.item", conformsTo: [], tags: [:], description: "item", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.content", conformsTo: [], tags: [:], description: "content", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.composite-content", conformsTo: ["public.content"], tags: [:], description: "composite content", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.data", conformsTo: ["public.item"], tags: [.mimeType: ["application/octet-stream"]], description: "data", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.disk-image", conformsTo: ["public.archive"], tags: [:], description: "disk image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.text", conformsTo: ["public.data", "public.content"], tags: [.mimeType: ["text/*"]], description: "text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.plain-text", conformsTo: ["public.text"], tags: [.filenameExtension: ["txt", "text"], .mimeType: ["text/plain"]], description: "plain text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.utf8-plain-text", conformsTo: ["public.plain-text"], tags: [.mimeType: ["text/plain;charset=utf-8"]], description: "UTF-8 plain text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.utf16-external-plain-text", conformsTo: ["public.plain-text"], tags: [:], description: "UTF-16 plain text with byte order mark", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.utf16-plain-text", conformsTo: ["public.plain-text"], tags: [.mimeType: ["text/plain;charset=utf-16"]], description: "UTF-16 plain text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.delimited-values-text", conformsTo: ["public.text"], tags: [:], description: "delimited text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"], tags: [.filenameExtension: ["csv"], .mimeType: ["text/csv"]], description: "comma-separated values", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"], tags: [.filenameExtension: ["tsv"], .mimeType: ["text/tab-separated-values"]], description: "tab-separated values", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.utf8-tab-separated-values-text", conformsTo: ["public.tab-separated-values-text"], tags: [:], description: "UTF-8 tab-separated values", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.rtf", conformsTo: ["public.text"], tags: [.filenameExtension: ["rtf"], .mimeType: ["text/rtf"]], description: "rich text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.html", conformsTo: ["public.text"], tags: [.filenameExtension: ["html", "htm"], .mimeType: ["text/html"]], description: "HTML text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.xml", conformsTo: ["public.text"], tags: [.filenameExtension: ["xml"], .mimeType: ["application/xml", "text/xml"]], description: "XML text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.yaml", conformsTo: ["public.text"], tags: [.filenameExtension: ["yaml", "yml"], .mimeType: ["application/x-yaml"]], description: "YAML text", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.css", conformsTo: ["public.text"], tags: [.filenameExtension: ["css"], .mimeType: ["text/css"]], description: "CSS style sheet", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.source-code", conformsTo: ["public.plain-text"], tags: [:], description: "source code", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.assembly-source", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["s"]], description: "assembly source", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.c-source", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["c"]], description: "C source", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.objective-c-source", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["m"]], description: "Objective-C source", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.swift-source", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["swift"]], description: "Swift source", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.c-plus-plus-source", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["cp", "cpp", "c++", "cc", "cxx"]], description: "C++ source", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.c-header", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["h"]], description: "C header", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.c-plus-plus-header", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["hpp", "hh", "hxx"]], description: "C++ header", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.script", conformsTo: ["public.source-code"], tags: [:], description: "script", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.applescript.text", conformsTo: ["public.script"], tags: [.filenameExtension: ["applescript"]], description: "AppleScript", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.netscape.javascript-source", conformsTo: ["public.script"], tags: [.filenameExtension: ["js", "jscript", "javascript"], .mimeType: ["text/javascript"]], description: "JavaScript", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.shell-script", conformsTo: ["public.script"], tags: [.filenameExtension: ["sh", "command"], .mimeType: ["application/x-sh"]], description: "shell script", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.python-script", conformsTo: ["public.shell-script"], tags: [.filenameExtension: ["py"], .mimeType: ["text/x-python-script"]], description: "Python script", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.ruby-script", conformsTo: ["public.shell-script"], tags: [.filenameExtension: ["rb", "rbw"], .mimeType: ["text/ruby-script"]], description: "Ruby script", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.perl-script", conformsTo: ["public.shell-script"], tags: [.filenameExtension: ["pl", "pm"], .mimeType: ["text/x-perl-script"]], description: "Perl script", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.php-script", conformsTo: ["public.shell-script"], tags: [.filenameExtension: ["php", "php3", "php4", "ph3", "ph4", "phtml"], .mimeType: ["text/php"]], description: "PHP script", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.make-source", conformsTo: ["public.script"], tags: [.filenameExtension: ["mk"]], description: "Makefile", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.json", conformsTo: ["public.text"], tags: [.filenameExtension: ["json"], .mimeType: ["application/json"]], description: "JSON", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.property-list", conformsTo: ["public.data"], tags: [:], description: "property list", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.xml-property-list", conformsTo: ["public.xml", "com.apple.property-list"], tags: [.filenameExtension: ["plist"]], description: "XML property list", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.binary-property-list", conformsTo: ["com.apple.property-list"], tags: [:], description: "binary property list", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], tags: [.filenameExtension: ["pdf"], .mimeType: ["application/pdf"]], description: "PDF document", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.rtfd", conformsTo: ["com.apple.package", "public.composite-content"], tags: [.filenameExtension: ["rtfd"]], description: "rich text with attachments", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.flat-rtfd", conformsTo: ["public.data", "public.composite-content"], tags: [.filenameExtension: ["rtfd"]], description: "flat rich text with attachments", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.webarchive", conformsTo: ["public.data", "public.composite-content"], tags: [.filenameExtension: ["webarchive"], .mimeType: ["application/x-webarchive"]], description: "web archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.image", conformsTo: ["public.data", "public.content"], tags: [.mimeType: ["image/*"]], description: "image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.jpeg", conformsTo: ["public.image"], tags: [.filenameExtension: ["jpeg", "jpg", "jpe"], .mimeType: ["image/jpeg"]], description: "JPEG image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.tiff", conformsTo: ["public.image"], tags: [.filenameExtension: ["tiff", "tif"], .mimeType: ["image/tiff"]], description: "TIFF image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.compuserve.gif", conformsTo: ["public.image"], tags: [.filenameExtension: ["gif"], .mimeType: ["image/gif"]], description: "GIF image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.png", conformsTo: ["public.image"], tags: [.filenameExtension: ["png"], .mimeType: ["image/png"]], description: "PNG image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.icns", conformsTo: ["public.image"], tags: [.filenameExtension: ["icns"]], description: "Apple icon image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.microsoft.bmp", conformsTo: ["public.image"], tags: [.filenameExtension: ["bmp", "dib"], .mimeType: ["image/bmp"]], description: "Windows bitmap image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.microsoft.ico", conformsTo: ["public.image"], tags: [.filenameExtension: ["ico"], .mimeType: ["image/vnd.microsoft.icon"]], description: "Windows icon image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.camera-raw-image", conformsTo: ["public.image"], tags: [:], description: "raw image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.svg-image", conformsTo: ["public.image"], tags: [.filenameExtension: ["svg", "svgz"], .mimeType: ["image/svg+xml"]], description: "SVG image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.live-photo", conformsTo: [], tags: [:], description: "Live Photo", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.heif-standard", conformsTo: ["public.image"], tags: [.filenameExtension: ["heif"], .mimeType: ["image/heif"]], description: "HEIF image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.heic", conformsTo: ["public.image"], tags: [.filenameExtension: ["heic"], .mimeType: ["image/heic"]], description: "HEIC image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "org.webmproject.webp", conformsTo: ["public.image"], tags: [.filenameExtension: ["webp"], .mimeType: ["image/webp"]], description: "WebP image", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.3d-content", conformsTo: ["public.content"], tags: [:], description: "3D content", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.pixar.universal-scene-description", conformsTo: ["public.3d-content", "public.data"], tags: [.filenameExtension: ["usd"]], description: "Universal Scene Description", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.pixar.universal-scene-description-mobile", conformsTo: ["public.3d-content", "public.zip-archive"], tags: [.filenameExtension: ["usdz"], .mimeType: ["model/vnd.usdz+zip"]], description: "USDZ package", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.audiovisual-content", conformsTo: ["public.data", "public.content"], tags: [:], description: "audiovisual content", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.movie", conformsTo: ["public.audiovisual-content"], tags: [.mimeType: ["video/*"]], description: "movie", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.video", conformsTo: ["public.movie"], tags: [:], description: "video", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.audio", conformsTo: ["public.audiovisual-content"], tags: [.mimeType: ["audio/*"]], description: "audio", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.quicktime-movie", conformsTo: ["public.movie"], tags: [.filenameExtension: ["mov", "qt"], .mimeType: ["video/quicktime"]], description: "QuickTime movie", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.mpeg", conformsTo: ["public.movie"], tags: [.filenameExtension: ["mpg", "mpeg", "m75", "m15"], .mimeType: ["video/mpeg"]], description: "MPEG movie", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.mpeg-2-video", conformsTo: ["public.movie"], tags: [.filenameExtension: ["m2v"], .mimeType: ["video/mpeg2"]], description: "MPEG-2 video", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.mpeg-2-transport-stream", conformsTo: ["public.movie"], tags: [.filenameExtension: ["ts"], .mimeType: ["video/mp2t"]], description: "MPEG-2 transport stream", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.mp3", conformsTo: ["public.audio"], tags: [.filenameExtension: ["mp3"], .mimeType: ["audio/mpeg"]], description: "MP3 audio", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.mpeg-4", conformsTo: ["public.movie"], tags: [.filenameExtension: ["mp4", "mpeg4"], .mimeType: ["video/mp4"]], description: "MPEG-4 movie", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.mpeg-4-audio", conformsTo: ["public.mpeg-4", "public.audio"], tags: [.filenameExtension: ["m4a"], .mimeType: ["audio/mp4"]], description: "MPEG-4 audio", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.protected-mpeg-4-audio", conformsTo: ["public.audio"], tags: [.filenameExtension: ["m4p"]], description: "protected MPEG-4 audio", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.protected-mpeg-4-video", conformsTo: ["com.apple.m4v-video"], tags: [.filenameExtension: ["m4v"]], description: "protected MPEG-4 video", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.avi", conformsTo: ["public.movie"], tags: [.filenameExtension: ["avi", "vfw"], .mimeType: ["video/avi"]], description: "AVI movie", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.aiff-audio", conformsTo: ["public.audio"], tags: [.filenameExtension: ["aiff", "aif"], .mimeType: ["audio/aiff"]], description: "AIFF audio", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.microsoft.waveform-audio", conformsTo: ["public.audio"], tags: [.filenameExtension: ["wav", "wave"], .mimeType: ["audio/wav"]], description: "Waveform audio", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.midi-audio", conformsTo: ["public.audio"], tags: [.filenameExtension: ["midi", "mid"], .mimeType: ["audio/midi"]], description: "MIDI audio", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.playlist", conformsTo: [], tags: [:], description: "playlist", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.m3u-playlist", conformsTo: ["public.text", "public.playlist"], tags: [.filenameExtension: ["m3u", "m3u8"], .mimeType: ["audio/mpegurl"]], description: "M3U playlist", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.folder", conformsTo: ["public.directory"], tags: [:], description: "folder", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.volume", conformsTo: ["public.folder"], tags: [:], description: "volume", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.package", conformsTo: ["public.directory"], tags: [:], description: "package", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.bundle", conformsTo: ["public.directory"], tags: [:], description: "bundle", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.plugin", conformsTo: ["com.apple.bundle", "com.apple.package"], tags: [.filenameExtension: ["plugin"]], description: "plug-in", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.metadata-importer", conformsTo: ["com.apple.plugin"], tags: [.filenameExtension: ["mdimporter"]], description: "Spotlight importer", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.quicklook-generator", conformsTo: ["com.apple.plugin"], tags: [.filenameExtension: ["qlgenerator"]], description: "Quick Look generator", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.xpc-service", conformsTo: ["com.apple.bundle", "com.apple.package"], tags: [.filenameExtension: ["xpc"]], description: "XPC service", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.framework", conformsTo: ["com.apple.bundle"], tags: [.filenameExtension: ["framework"]], description: "framework", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.application", conformsTo: ["public.executable"], tags: [:], description: "application", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.application-bundle", conformsTo: ["com.apple.application", "com.apple.bundle", "com.apple.package"], tags: [.filenameExtension: ["app"]], description: "application bundle", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.application-and-system-extension", conformsTo: ["com.apple.bundle"], tags: [.filenameExtension: ["appex"]], description: "application extension", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.unix-executable", conformsTo: ["public.data", "public.executable"], tags: [:], description: "Unix executable", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.microsoft.windows-executable", conformsTo: ["public.data", "public.executable"], tags: [.filenameExtension: ["exe"], .mimeType: ["application/x-msdownload"]], description: "Windows executable", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.systempreference.prefpane", conformsTo: ["com.apple.package", "com.apple.bundle"], tags: [.filenameExtension: ["prefPane"]], description: "System Settings pane", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.archive", conformsTo: ["public.data"], tags: [:], description: "archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "org.gnu.gnu-zip-archive", conformsTo: ["public.data", "public.archive"], tags: [.filenameExtension: ["gz", "gzip"], .mimeType: ["application/x-gzip", "application/gzip"]], description: "gzip archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.bzip2-archive", conformsTo: ["public.data", "public.archive"], tags: [.filenameExtension: ["bz2", "bzip2"], .mimeType: ["application/x-bzip2"]], description: "bzip2 archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.zip-archive", conformsTo: ["com.pkware.zip-archive"], tags: [.filenameExtension: ["zip"], .mimeType: ["application/zip"]], description: "ZIP archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.archive", conformsTo: ["public.data", "public.archive"], tags: [.filenameExtension: ["aar"]], description: "Apple Archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.tar-archive", conformsTo: ["public.data", "public.archive"], tags: [.filenameExtension: ["tar"], .mimeType: ["application/x-tar"]], description: "tar archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.spreadsheet", conformsTo: ["public.content"], tags: [:], description: "spreadsheet", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.presentation", conformsTo: ["public.composite-content"], tags: [:], description: "presentation", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.database", conformsTo: [], tags: [:], description: "database", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.message", conformsTo: [], tags: [:], description: "message", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.contact", conformsTo: [], tags: [:], description: "contact", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.vcard", conformsTo: ["public.text", "public.contact"], tags: [.filenameExtension: ["vcf", "vcard"], .mimeType: ["text/vcard", "text/x-vcard"]], description: "vCard", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.to-do-item", conformsTo: [], tags: [:], description: "to-do item", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.calendar-event", conformsTo: [], tags: [:], description: "calendar event", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.email-message", conformsTo: ["public.message"], tags: [.filenameExtension: ["eml"], .mimeType: ["message/rfc822"]], description: "email message", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.internet-location", conformsTo: ["public.data"], tags: [:], description: "internet location", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.microsoft.internet-shortcut", conformsTo: ["com.apple.internet-location"], tags: [.filenameExtension: ["url"]], description: "internet shortcut", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.font", conformsTo: ["public.data"], tags: [:], description: "font", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.bookmark", conformsTo: ["public.data"], tags: [:], description: "bookmark", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.rsa.pkcs-12", conformsTo: ["public.data"], tags: [.filenameExtension: ["p12", "pfx"], .mimeType: ["application/x-pkcs12"]], description: "PKCS #12 archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.x509-certificate", conformsTo: ["public.data"], tags: [.filenameExtension: ["cer", "der", "crt"], .mimeType: ["application/x-x509-ca-cert"]], description: "X.509 certificate", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "org.idpf.epub-container", conformsTo: ["public.zip-archive", "public.composite-content"], tags: [.filenameExtension: ["epub"], .mimeType: ["application/epub+zip"]], description: "EPUB document", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.log", conformsTo: ["public.plain-text"], tags: [.filenameExtension: ["log"]], description: "log", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.haptics.ahap", conformsTo: ["public.json"], tags: [.filenameExtension: ["ahap"]], description: "haptic pattern", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.geojson", conformsTo: ["public.json"], tags: [.filenameExtension: ["geojson"], .mimeType: ["application/geo+json"]], description: "GeoJSON", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.arobject", conformsTo: ["public.data"], tags: [.filenameExtension: ["arobject"]], description: "AR reference object", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.reality", conformsTo: ["public.data"], tags: [.filenameExtension: ["reality"]], description: "Reality file", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.scenekit.scene", conformsTo: ["public.3d-content", "public.data"], tags: [.filenameExtension: ["scn"]], description: "SceneKit scene", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.url", conformsTo: ["public.data"], tags: [:], description: "URL", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.file-url", conformsTo: ["public.url"], tags: [:], description: "file URL", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.bookmark", conformsTo: ["public.data"], tags: [:], description: "URL bookmark data", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.symlink", conformsTo: ["public.item"], tags: [:], description: "symbolic link", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.alias-file", conformsTo: ["public.data"], tags: [:], description: "alias file", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.resolvable", conformsTo: [], tags: [:], description: "resolvable item", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.mount-point", conformsTo: ["public.folder"], tags: [:], description: "mount point", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.directory", conformsTo: ["public.item"], tags: [:], description: "directory", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.executable", conformsTo: ["public.item"], tags: [:], description: "executable", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "public.mp3-playlist", conformsTo: ["public.m3u-playlist"], tags: [:], description: "MP3 playlist", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.pkware.zip-archive", conformsTo: ["public.data", "public.archive"], tags: [:], description: "PKZip archive", isDynamic: false, isSystem: true),
        UTTypeDeclaration(identifier: "com.apple.m4v-video", conformsTo: ["public.mpeg-4"], tags: [.filenameExtension: ["m4v"], .mimeType: ["video/x-m4v"]], description: "M4V video", isDynamic: false, isSystem: true),
    ]
}

extension UTType {
    /// Item (`public.item`).
    public static var item: UTType { .system("public.item") }
    /// Content (`public.content`).
    public static var content: UTType { .system("public.content") }
    /// Composite content (`public.composite-content`).
    public static var compositeContent: UTType { .system("public.composite-content") }
    /// Data (`public.data`).
    public static var data: UTType { .system("public.data") }
    /// Disk image (`public.disk-image`).
    public static var diskImage: UTType { .system("public.disk-image") }
    /// Text (`public.text`).
    public static var text: UTType { .system("public.text") }
    /// Plain text (`public.plain-text`).
    public static var plainText: UTType { .system("public.plain-text") }
    /// UTF-8 plain text (`public.utf8-plain-text`).
    public static var utf8PlainText: UTType { .system("public.utf8-plain-text") }
    /// UTF-16 plain text with byte order mark (`public.utf16-external-plain-text`).
    public static var utf16ExternalPlainText: UTType { .system("public.utf16-external-plain-text") }
    /// UTF-16 plain text (`public.utf16-plain-text`).
    public static var utf16PlainText: UTType { .system("public.utf16-plain-text") }
    /// Delimited text (`public.delimited-values-text`).
    public static var delimitedText: UTType { .system("public.delimited-values-text") }
    /// Comma-separated values (`public.comma-separated-values-text`).
    public static var commaSeparatedText: UTType { .system("public.comma-separated-values-text") }
    /// Tab-separated values (`public.tab-separated-values-text`).
    public static var tabSeparatedText: UTType { .system("public.tab-separated-values-text") }
    /// UTF-8 tab-separated values (`public.utf8-tab-separated-values-text`).
    public static var utf8TabSeparatedText: UTType { .system("public.utf8-tab-separated-values-text") }
    /// Rich text (`public.rtf`).
    public static var rtf: UTType { .system("public.rtf") }
    /// HTML text (`public.html`).
    public static var html: UTType { .system("public.html") }
    /// XML text (`public.xml`).
    public static var xml: UTType { .system("public.xml") }
    /// YAML text (`public.yaml`).
    public static var yaml: UTType { .system("public.yaml") }
    /// CSS style sheet (`public.css`).
    public static var css: UTType { .system("public.css") }
    /// Source code (`public.source-code`).
    public static var sourceCode: UTType { .system("public.source-code") }
    /// Assembly source (`public.assembly-source`).
    public static var assemblyLanguageSource: UTType { .system("public.assembly-source") }
    /// C source (`public.c-source`).
    public static var cSource: UTType { .system("public.c-source") }
    /// Objective-C source (`public.objective-c-source`).
    public static var objectiveCSource: UTType { .system("public.objective-c-source") }
    /// Swift source (`public.swift-source`).
    public static var swiftSource: UTType { .system("public.swift-source") }
    /// C++ source (`public.c-plus-plus-source`).
    public static var cPlusPlusSource: UTType { .system("public.c-plus-plus-source") }
    /// C header (`public.c-header`).
    public static var cHeader: UTType { .system("public.c-header") }
    /// C++ header (`public.c-plus-plus-header`).
    public static var cPlusPlusHeader: UTType { .system("public.c-plus-plus-header") }
    /// Script (`public.script`).
    public static var script: UTType { .system("public.script") }
    /// AppleScript (`com.apple.applescript.text`).
    public static var appleScript: UTType { .system("com.apple.applescript.text") }
    /// JavaScript (`com.netscape.javascript-source`).
    public static var javaScript: UTType { .system("com.netscape.javascript-source") }
    /// Shell script (`public.shell-script`).
    public static var shellScript: UTType { .system("public.shell-script") }
    /// Python script (`public.python-script`).
    public static var pythonScript: UTType { .system("public.python-script") }
    /// Ruby script (`public.ruby-script`).
    public static var rubyScript: UTType { .system("public.ruby-script") }
    /// Perl script (`public.perl-script`).
    public static var perlScript: UTType { .system("public.perl-script") }
    /// PHP script (`public.php-script`).
    public static var phpScript: UTType { .system("public.php-script") }
    /// Makefile (`public.make-source`).
    public static var makefile: UTType { .system("public.make-source") }
    /// JSON (`public.json`).
    public static var json: UTType { .system("public.json") }
    /// Property list (`com.apple.property-list`).
    public static var propertyList: UTType { .system("com.apple.property-list") }
    /// XML property list (`com.apple.xml-property-list`).
    public static var xmlPropertyList: UTType { .system("com.apple.xml-property-list") }
    /// Binary property list (`com.apple.binary-property-list`).
    public static var binaryPropertyList: UTType { .system("com.apple.binary-property-list") }
    /// PDF document (`com.adobe.pdf`).
    public static var pdf: UTType { .system("com.adobe.pdf") }
    /// Rich text with attachments (`com.apple.rtfd`).
    public static var rtfd: UTType { .system("com.apple.rtfd") }
    /// Flat rich text with attachments (`com.apple.flat-rtfd`).
    public static var flatRTFD: UTType { .system("com.apple.flat-rtfd") }
    /// Web archive (`com.apple.webarchive`).
    public static var webArchive: UTType { .system("com.apple.webarchive") }
    /// Image (`public.image`).
    public static var image: UTType { .system("public.image") }
    /// JPEG image (`public.jpeg`).
    public static var jpeg: UTType { .system("public.jpeg") }
    /// TIFF image (`public.tiff`).
    public static var tiff: UTType { .system("public.tiff") }
    /// GIF image (`com.compuserve.gif`).
    public static var gif: UTType { .system("com.compuserve.gif") }
    /// PNG image (`public.png`).
    public static var png: UTType { .system("public.png") }
    /// Apple icon image (`com.apple.icns`).
    public static var icns: UTType { .system("com.apple.icns") }
    /// Windows bitmap image (`com.microsoft.bmp`).
    public static var bmp: UTType { .system("com.microsoft.bmp") }
    /// Windows icon image (`com.microsoft.ico`).
    public static var ico: UTType { .system("com.microsoft.ico") }
    /// Raw image (`public.camera-raw-image`).
    public static var rawImage: UTType { .system("public.camera-raw-image") }
    /// SVG image (`public.svg-image`).
    public static var svg: UTType { .system("public.svg-image") }
    /// Live Photo (`com.apple.live-photo`).
    public static var livePhoto: UTType { .system("com.apple.live-photo") }
    /// HEIF image (`public.heif-standard`).
    public static var heif: UTType { .system("public.heif-standard") }
    /// HEIC image (`public.heic`).
    public static var heic: UTType { .system("public.heic") }
    /// WebP image (`org.webmproject.webp`).
    public static var webP: UTType { .system("org.webmproject.webp") }
    /// 3D content (`public.3d-content`).
    public static var threeDContent: UTType { .system("public.3d-content") }
    /// Universal Scene Description (`com.pixar.universal-scene-description`).
    public static var usd: UTType { .system("com.pixar.universal-scene-description") }
    /// USDZ package (`com.pixar.universal-scene-description-mobile`).
    public static var usdz: UTType { .system("com.pixar.universal-scene-description-mobile") }
    /// Audiovisual content (`public.audiovisual-content`).
    public static var audiovisualContent: UTType { .system("public.audiovisual-content") }
    /// Movie (`public.movie`).
    public static var movie: UTType { .system("public.movie") }
    /// Video (`public.video`).
    public static var video: UTType { .system("public.video") }
    /// Audio (`public.audio`).
    public static var audio: UTType { .system("public.audio") }
    /// QuickTime movie (`com.apple.quicktime-movie`).
    public static var quickTimeMovie: UTType { .system("com.apple.quicktime-movie") }
    /// MPEG movie (`public.mpeg`).
    public static var mpeg: UTType { .system("public.mpeg") }
    /// MPEG-2 video (`public.mpeg-2-video`).
    public static var mpeg2Video: UTType { .system("public.mpeg-2-video") }
    /// MPEG-2 transport stream (`public.mpeg-2-transport-stream`).
    public static var mpeg2TransportStream: UTType { .system("public.mpeg-2-transport-stream") }
    /// MP3 audio (`public.mp3`).
    public static var mp3: UTType { .system("public.mp3") }
    /// MPEG-4 movie (`public.mpeg-4`).
    public static var mpeg4Movie: UTType { .system("public.mpeg-4") }
    /// MPEG-4 audio (`public.mpeg-4-audio`).
    public static var mpeg4Audio: UTType { .system("public.mpeg-4-audio") }
    /// Protected MPEG-4 audio (`com.apple.protected-mpeg-4-audio`).
    public static var appleProtectedMPEG4Audio: UTType { .system("com.apple.protected-mpeg-4-audio") }
    /// Protected MPEG-4 video (`com.apple.protected-mpeg-4-video`).
    public static var appleProtectedMPEG4Video: UTType { .system("com.apple.protected-mpeg-4-video") }
    /// AVI movie (`public.avi`).
    public static var avi: UTType { .system("public.avi") }
    /// AIFF audio (`public.aiff-audio`).
    public static var aiff: UTType { .system("public.aiff-audio") }
    /// Waveform audio (`com.microsoft.waveform-audio`).
    public static var wav: UTType { .system("com.microsoft.waveform-audio") }
    /// MIDI audio (`public.midi-audio`).
    public static var midi: UTType { .system("public.midi-audio") }
    /// Playlist (`public.playlist`).
    public static var playlist: UTType { .system("public.playlist") }
    /// M3U playlist (`public.m3u-playlist`).
    public static var m3uPlaylist: UTType { .system("public.m3u-playlist") }
    /// Folder (`public.folder`).
    public static var folder: UTType { .system("public.folder") }
    /// Volume (`public.volume`).
    public static var volume: UTType { .system("public.volume") }
    /// Package (`com.apple.package`).
    public static var package: UTType { .system("com.apple.package") }
    /// Bundle (`com.apple.bundle`).
    public static var bundle: UTType { .system("com.apple.bundle") }
    /// Plug-in (`com.apple.plugin`).
    public static var pluginBundle: UTType { .system("com.apple.plugin") }
    /// Spotlight importer (`com.apple.metadata-importer`).
    public static var spotlightImporter: UTType { .system("com.apple.metadata-importer") }
    /// Quick Look generator (`com.apple.quicklook-generator`).
    public static var quickLookGenerator: UTType { .system("com.apple.quicklook-generator") }
    /// XPC service (`com.apple.xpc-service`).
    public static var xpcService: UTType { .system("com.apple.xpc-service") }
    /// Framework (`com.apple.framework`).
    public static var framework: UTType { .system("com.apple.framework") }
    /// Application (`com.apple.application`).
    public static var application: UTType { .system("com.apple.application") }
    /// Application bundle (`com.apple.application-bundle`).
    public static var applicationBundle: UTType { .system("com.apple.application-bundle") }
    /// Application extension (`com.apple.application-and-system-extension`).
    public static var applicationExtension: UTType { .system("com.apple.application-and-system-extension") }
    /// Unix executable (`public.unix-executable`).
    public static var unixExecutable: UTType { .system("public.unix-executable") }
    /// Windows executable (`com.microsoft.windows-executable`).
    public static var exe: UTType { .system("com.microsoft.windows-executable") }
    /// System Settings pane (`com.apple.systempreference.prefpane`).
    public static var systemPreferencesPane: UTType { .system("com.apple.systempreference.prefpane") }
    /// Archive (`public.archive`).
    public static var archive: UTType { .system("public.archive") }
    /// Gzip archive (`org.gnu.gnu-zip-archive`).
    public static var gzip: UTType { .system("org.gnu.gnu-zip-archive") }
    /// Bzip2 archive (`public.bzip2-archive`).
    public static var bz2: UTType { .system("public.bzip2-archive") }
    /// ZIP archive (`public.zip-archive`).
    public static var zip: UTType { .system("public.zip-archive") }
    /// Apple Archive (`com.apple.archive`).
    public static var appleArchive: UTType { .system("com.apple.archive") }
    /// Tar archive (`public.tar-archive`).
    public static var tarArchive: UTType { .system("public.tar-archive") }
    /// Spreadsheet (`public.spreadsheet`).
    public static var spreadsheet: UTType { .system("public.spreadsheet") }
    /// Presentation (`public.presentation`).
    public static var presentation: UTType { .system("public.presentation") }
    /// Database (`public.database`).
    public static var database: UTType { .system("public.database") }
    /// Message (`public.message`).
    public static var message: UTType { .system("public.message") }
    /// Contact (`public.contact`).
    public static var contact: UTType { .system("public.contact") }
    /// VCard (`public.vcard`).
    public static var vCard: UTType { .system("public.vcard") }
    /// To-do item (`public.to-do-item`).
    public static var toDoItem: UTType { .system("public.to-do-item") }
    /// Calendar event (`public.calendar-event`).
    public static var calendarEvent: UTType { .system("public.calendar-event") }
    /// Email message (`public.email-message`).
    public static var emailMessage: UTType { .system("public.email-message") }
    /// Internet location (`com.apple.internet-location`).
    public static var internetLocation: UTType { .system("com.apple.internet-location") }
    /// Internet shortcut (`com.microsoft.internet-shortcut`).
    public static var internetShortcut: UTType { .system("com.microsoft.internet-shortcut") }
    /// Font (`public.font`).
    public static var font: UTType { .system("public.font") }
    /// Bookmark (`public.bookmark`).
    public static var bookmark: UTType { .system("public.bookmark") }
    /// PKCS #12 archive (`com.rsa.pkcs-12`).
    public static var pkcs12: UTType { .system("com.rsa.pkcs-12") }
    /// X.509 certificate (`public.x509-certificate`).
    public static var x509Certificate: UTType { .system("public.x509-certificate") }
    /// EPUB document (`org.idpf.epub-container`).
    public static var epub: UTType { .system("org.idpf.epub-container") }
    /// Log (`public.log`).
    public static var log: UTType { .system("public.log") }
    /// Haptic pattern (`com.apple.haptics.ahap`).
    public static var ahap: UTType { .system("com.apple.haptics.ahap") }
    /// GeoJSON (`public.geojson`).
    public static var geoJSON: UTType { .system("public.geojson") }
    /// AR reference object (`com.apple.arobject`).
    public static var arReferenceObject: UTType { .system("com.apple.arobject") }
    /// Reality file (`com.apple.reality`).
    public static var realityFile: UTType { .system("com.apple.reality") }
    /// SceneKit scene (`com.apple.scenekit.scene`).
    public static var sceneKitScene: UTType { .system("com.apple.scenekit.scene") }
    /// URL (`public.url`).
    public static var url: UTType { .system("public.url") }
    /// File URL (`public.file-url`).
    public static var fileURL: UTType { .system("public.file-url") }
    /// URL bookmark data (`com.apple.bookmark`).
    public static var urlBookmarkData: UTType { .system("com.apple.bookmark") }
    /// Symbolic link (`public.symlink`).
    public static var symbolicLink: UTType { .system("public.symlink") }
    /// Alias file (`com.apple.alias-file`).
    public static var aliasFile: UTType { .system("com.apple.alias-file") }
    /// Resolvable item (`com.apple.resolvable`).
    public static var resolvable: UTType { .system("com.apple.resolvable") }
    /// Mount point (`com.apple.mount-point`).
    public static var mountPoint: UTType { .system("com.apple.mount-point") }
    /// Directory (`public.directory`).
    public static var directory: UTType { .system("public.directory") }
    /// Executable (`public.executable`).
    public static var executable: UTType { .system("public.executable") }
}
