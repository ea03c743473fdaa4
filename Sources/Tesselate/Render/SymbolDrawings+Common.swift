import Foundation

// More drawings for ``SymbolGlyphs``, in its command language: symbols that real apps' view files
// use often (counted in the apps of scripts/port-apps.json). Designed for Tesselate (simple
// outlines of each subject), not traced from SF Symbols.
extension SymbolGlyphs {
    /// Other names for a drawing of this file or of ``drawings``.
    static let commonAliases: [String: String] = [
        "book.pages": "book", "icloud": "cloud", "cube.box": "shippingbox", "photo.stack": "photo",
        "bell.badge": "bell", "envelope.badge": "envelope", "heart.text": "heart", "tag.slash": "tag",
        "speaker.slash": "speaker.wave.2", "eye.slash": "eye", "lock.open": "lock", "cart.badge.plus": "cart",
        "figure.run": "figure.walk", "figure.wave": "figure.walk", "list.bullet.clipboard": "list.clipboard",
        "person.badge.plus": "person", "person.fill.badge.plus": "person", "person.crop.circle.badge.plus": "person",
        "person.fill.questionmark": "person", "person.badge.key": "person", "person.badge.minus": "person",
        "wrench.and.screwdriver": "wrench", "doc.richtext": "doc.text", "memories.badge.plus": "photo",
    ]

    static let commonDrawings: [String: String] = [
        "square.dashed":
            "l .12 0 .3 0;l .42 0 .58 0;l .7 0 .88 0;l .12 1 .3 1;l .42 1 .58 1;l .7 1 .88 1;"
            + "l 0 .12 0 .3;l 0 .42 0 .58;l 0 .7 0 .88;l 1 .12 1 .3;l 1 .42 1 .58;l 1 .7 1 .88",
        "fork.knife": "l .06 0 .06 .3 .2 .42 .34 .3 .34 0;l .2 0 .2 1;p .66 0 .9 .22 .9 .56 .7 .56;l .7 .56 .7 1",
        "video": "r 0 .2 .68 .6 .15;p .74 .42 1 .24 1 .76 .74 .58",
        "shippingbox": "p .5 0 1 .22 1 .78 .5 1 0 .78 0 .22;l 0 .22 .5 .44 1 .22;l .5 .44 .5 1",
        "books.vertical": "r 0 .1 .22 .9 .05;r .28 .1 .22 .9 .05;p .58 .16 .76 .1 1 .9 .82 .96",
        "arrow.up.arrow.down": "l .28 1 .28 0;l .06 .22 .28 0 .5 .22;l .72 0 .72 1;l .5 .78 .72 1 .94 .78",
        "infinity": "c .27 .5 .25;c .73 .5 .25",
        "timer": "c .5 .56 .44;l .5 .56 .5 .3;l .38 0 .62 0",
        "sparkle": "p .5 0 .6 .4 1 .5 .6 .6 .5 1 .4 .6 0 .5 .4 .4",
        "shuffle": "l 0 .25 .3 .25 .7 .75 1 .75;l 0 .75 .3 .75 .7 .25 1 .25;l .86 .11 1 .25 .86 .39;l .86 .61 1 .75 .86 .89",
        "repeat": "l .08 .6 .08 .2 .92 .2;l .78 .06 .92 .2 .78 .34;l .92 .4 .92 .8 .08 .8;l .22 .66 .08 .8 .22 .94",
        "forward": "p .5 .5 0 .14 0 .86;p 1 .5 .5 .14 .5 .86",
        "backward": "p .5 .5 1 .14 1 .86;p 0 .5 .5 .14 .5 .86",
        "forward.end": "p .8 .5 .1 .12 .1 .88;l .92 .12 .92 .88",
        "backward.end": "p .2 .5 .9 .12 .9 .88;l .08 .12 .08 .88",
        "triangle": "p .5 0 1 1 0 1",
        "mappin": "c .5 .26 .26;l .5 .52 .5 1",
        "shield": "b .5 0 .65 .1 .85 .14 1 .14 1 .45 1 .75 .5 1 0 .75 0 .45 0 .14 .15 .14 .35 .1 .5 0",
        "list.number":
            "l .08 .06 .16 0 .16 .28;l .06 .42 .22 .42 .06 .62 .22 .62;l .06 .74 .22 .74 .22 .96 .06 .96;l .4 .14 1 .14;l .4 .52 1 .52;l .4 .86 1 .86",
        "textformat.size": "l 0 1 .3 .1 .6 1;l .12 .66 .48 .66;l .62 1 .81 .46 1 1;l .69 .8 .93 .8",
        "dice": "r 0 0 1 1 .2;C .28 .28 .08;C .72 .72 .08;C .5 .5 .08",
        "building.2":
            "r 0 .2 .45 .8 .04;r .55 0 .45 1 .04;l .12 .42 .33 .42;l .12 .64 .33 .64;l .67 .22 .88 .22;l .67 .44 .88 .44;l .67 .66 .88 .66",
        "cup.and.saucer": "p .08 .16 .7 .16 .64 .7 .14 .7;a .74 .36 .13 -90 90;l 0 .86 .82 .86",
        "hammer": "p .1 .06 .62 .06 .7 .2 .62 .34 .1 .34;l .36 .34 .36 1",
        "wrench": "a .28 .28 .26 45 405;l .46 .46 .96 .96",
        "carrot": "p .3 .36 .64 .7 .04 .96;l .56 .28 .8 .04;l .62 .34 .96 .28",
        "storefront": "l 0 .3 .12 0 .88 0 1 .3 0 .3;p .08 .3 .08 1 .92 1 .92 .3;r .36 .6 .28 .4 .04",
        "wallet.pass": "r 0 .1 1 .84 .14;l 0 .36 1 .36",
        "bus": "r .06 0 .88 .84 .14;l .06 .5 .94 .5;C .26 .68 .06;C .74 .68 .06;l .22 .84 .22 1;l .78 .84 .78 1",
        "scalemass": "p .16 .36 .84 .36 1 1 0 1;c .5 .2 .14",
        "person.3": "c .5 .24 .18;b .24 1 .24 .74 .34 .6 .5 .6 .66 .6 .76 .74 .76 1;c .15 .32 .12;c .85 .32 .12",
        "battery.25": "r 0 .14 .9 .72 .18;R .08 .26 .2 .48 .1;R .94 .38 .06 .24 .03",
        "safari": "c .5 .5 .5;p .3 .7 .44 .44 .7 .3 .56 .56",
        "music.note.list": "l 0 .14 .56 .14;l 0 .4 .56 .4;l 0 .66 .36 .66;l .86 .3 .86 .9;C .74 .9 .12;l .86 .3 1 .4",
        "chart.line.uptrend.xyaxis": "l 0 0 0 1 1 1;l .12 .8 .4 .46 .6 .6 .96 .14",
        "list.clipboard": "r .1 .08 .8 .92 .1;r .32 0 .36 .16 .05;l .3 .42 .7 .42;l .3 .62 .7 .62;l .3 .82 .56 .82",
        "line.3.horizontal.decrease": "l 0 .18 1 .18;l .2 .5 .8 .5;l .38 .82 .62 .82",
        "line.horizontal.3.decrease": "l 0 .18 1 .18;l .2 .5 .8 .5;l .38 .82 .62 .82",
        "arrow.triangle.2.circlepath": "a .5 .5 .42 200 340;l .8 .2 .9 .38 .7 .4;a .5 .5 .42 20 160;l .2 .8 .1 .62 .3 .6",
        "arrow.turn.down.right": "l .1 0 .1 .6 .92 .6;l .72 .4 .92 .6 .72 .8",
        "gift": "r 0 .3 1 .24 .04;p .08 .54 .92 .54 .92 1 .08 1;l .5 .3 .5 1;c .34 .16 .14;c .66 .16 .14",
        "checklist": "l .02 .2 .12 .3 .28 .1;l .42 .2 1 .2;l .02 .56 .12 .66 .28 .46;l .42 .56 1 .56;l .42 .9 1 .9",
        "crown": "p 0 .24 .26 .54 .5 .08 .74 .54 1 .24 .88 .9 .12 .9",
        "trophy": "p .22 0 .78 0 .74 .44 .5 .6 .26 .44;l .5 .6 .5 .84;l .3 .96 .7 .96;a .22 .22 .14 90 270;a .78 .22 .14 -90 90",
        "paintpalette": "c .5 .5 .5;C .3 .36 .07;C .54 .24 .07;C .74 .44 .07",
        "printer": "r .2 0 .6 .3 .04;r 0 .3 1 .46 .1;r .2 .6 .6 .4 .04",
        "scissors": "c .2 .8 .2;c .8 .8 .2;l .32 .64 .84 0;l .68 .64 .16 0",
        "pin": "p .3 0 .7 0 .64 .4 .84 .56 .16 .56 .36 .4;l .5 .56 .5 1",
        "flag.checkered": "l .06 1 .06 0;r .06 .04 .9 .56 .02",
        "bolt.slash": "p .62 0 .12 .56 .48 .56 .38 1 .88 .44 .52 .44;l 0 0 1 1",
        "cloud.rain":
            "b .26 .64 .1 .64 0 .52 0 .4 0 .26 .12 .16 .26 .18 .3 .06 .42 0 .54 0 .7 0 .8 .1 .82 .24 .94 .24 1 .34 1 .44 1 .56 .9 .64 .78 .64;l .3 .76 .24 .96;l .52 .76 .46 .96;l .74 .76 .68 .96",
        "drop": "b .5 0 .7 .3 .9 .5 .9 .68 .9 .88 .72 1 .5 1 .28 1 .1 .88 .1 .68 .1 .5 .3 .3 .5 0",
        "umbrella": "b 0 .5 0 .2 .24 0 .5 0 .76 0 1 .2 1 .5;l .5 .5 .5 .9 .4 1 .3 .92",
        "archivebox": "r 0 0 1 .3 .04;p .06 .3 .94 .3 .94 1 .06 1;l .38 .5 .62 .5",
        "square.stack": "r 0 .24 .76 .76 .1;l .12 .12 .88 .12 .88 .88;l .24 0 1 0 1 .76",
        "rectangle.stack": "r 0 .3 1 .7 .1;l .08 .16 .92 .16;l .16 .02 .84 .02",
    ]
}
