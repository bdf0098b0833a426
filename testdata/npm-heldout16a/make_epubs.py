#!/usr/bin/env python3
"""make_epubs.py DIR: writes three small EPUB 2 books (original text, made
up for this set) into DIR, for the Calibre library of access-calibre."""
import os
import sys
import zipfile

BOOKS = [
    {
        "file": "tide-tables.epub", "id": "urn:uuid:6d1f3a52-0b7e-4c1e-9a11-2f4e5b6c7d81",
        "title": "Tide Tables for Small Harbours", "author": "Maren Holt", "lang": "en",
        "chapters": [
            ("Reading the Table", [
                "A tide table lists, for each day, the times of high and low water and the height of each against chart datum.",
                "At Kettle Point on 3 March the morning high water is at 06:42 with 4.1 m, and the following low water at 12:55 with 0.6 m.",
                "The range, 3.5 m, tells you how fast the water will move around mid-tide: the bigger the range, the stronger the stream."]),
            ("The Rule of Twelfths", [
                "Divide the range into twelve parts. In the first hour after low water the tide rises one twelfth, in the second two, in the third three, then three, two and one.",
                "With a range of 3.5 m, one twelfth is about 0.29 m, so by the end of the third hour the water has risen half the range: 1.75 m.",
                "The rule is a rough guide; harbours with a double high water, like Southampton, do not follow it."]),
            ("Springs and Neaps", [
                "Spring tides come a day or two after full and new moon; neaps follow the quarters.",
                "At Kettle Point the mean spring range is 4.3 m and the mean neap range 1.9 m.",
                "Plan to dry out a boat for scrubbing on a falling spring tide, never on a neap that may not return high enough to float her off."]),
        ],
    },
    {
        "file": "sourdough-ledger.epub", "id": "urn:uuid:0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c65",
        "title": "The Sourdough Ledger", "author": "Tomas Virtanen", "lang": "en",
        "chapters": [
            ("Feeding Schedule", [
                "Keep the starter at 100% hydration: 50 g flour and 50 g water for every 50 g of starter kept.",
                "At 24 °C it peaks in about five hours; in a cold kitchen at 18 °C allow eight.",
                "Discard is not waste: the ledger at the back lists 14 recipes that use it, from crackers to pancakes."]),
            ("The Country Loaf", [
                "For two loaves: 900 g bread flour, 100 g wholemeal rye, 750 g water, 200 g levain and 22 g salt.",
                "Autolyse for 45 minutes, add levain and salt, then give four sets of stretch-and-folds thirty minutes apart.",
                "Bulk ferment until the dough has grown by half, shape, and retard overnight at 4 °C before baking at 250 °C."]),
            ("When Things Go Wrong", [
                "A flat loaf usually means an over-proofed dough; a dense, gummy crumb means it was under-proofed or cut too soon.",
                "If the starter smells of nail varnish it is hungry: feed it twice a day for two days.",
                "Write every bake in the ledger: date, flour, hydration, bulk time, and the result."]),
            ("Ledger Pages", [
                "Bake 1, 4 January: 75% hydration, bulk 5 h, good oven spring.",
                "Bake 2, 11 January: 80% hydration, bulk 6 h 30 min, spread in the oven.",
                "Bake 3, 18 January: 75% hydration with 10% rye, bulk 5 h 15 min, best crumb so far."]),
        ],
    },
    {
        "file": "night-trains.epub", "id": "urn:uuid:c3d4e5f6-7a8b-4c9d-8e0f-a1b2c3d4e5f6",
        "title": "Night Trains of the North", "author": "Ingrid Solheim", "lang": "en",
        "chapters": [
            ("Departure from Oslo", [
                "The overnight train to Bodø leaves Oslo S at 23:25 and reaches Trondheim a little after seven.",
                "A sleeper compartment for two costs about 1,150 kroner; a seat in the quiet carriage, 690.",
                "Bring a torch: the corridor lights are dimmed at midnight."]),
            ("Crossing the Arctic Circle", [
                "North of Mo i Rana the line climbs onto the Saltfjellet plateau and crosses the Arctic Circle near kilometre 593.",
                "A stone cairn and a small sign mark the spot; in winter you may see nothing but snow and the green of the northern lights.",
                "The train arrives in Bodø at 09:47, almost ten hours after leaving Trondheim."]),
            ("Sweden by Sleeper", [
                "From Stockholm the night train to Narvik runs through Kiruna and takes nineteen hours.",
                "The restaurant car closes at 21:00; reindeer stew and lingonberries are on the menu most nights.",
                "At Riksgränsen the train crosses into Norway and drops 500 metres to the fjord."]),
        ],
    },
]

CSS = "body { font-family: serif; margin: 5%; }\nh1 { font-size: 1.6em; text-align: center; }\np { text-indent: 1.2em; line-height: 1.4; }\n"


def xhtml(title, paras):
    body = "\n".join("<p>%s</p>" % p for p in paras)
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml">\n'
            '<head><title>%s</title><link rel="stylesheet" type="text/css" href="../styles/book.css"/></head>\n'
            '<body>\n<h1>%s</h1>\n%s\n</body>\n</html>\n' % (title, title, body))


def write(book, path):
    n = len(book["chapters"])
    manifest = ['<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>',
                '<item id="css" href="styles/book.css" media-type="text/css"/>']
    spine, navpoints = [], []
    for i, (t, _) in enumerate(book["chapters"], 1):
        manifest.append('<item id="ch%d" href="text/chapter%02d.xhtml" media-type="application/xhtml+xml"/>' % (i, i))
        spine.append('<itemref idref="ch%d"/>' % i)
        navpoints.append('<navPoint id="np%d" playOrder="%d"><navLabel><text>%s</text></navLabel><content src="text/chapter%02d.xhtml"/></navPoint>' % (i, i, t, i))
    opf = ('<?xml version="1.0" encoding="utf-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="bookid">\n'
           '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">\n'
           '<dc:title>%s</dc:title><dc:creator opf:role="aut">%s</dc:creator><dc:language>%s</dc:language>'
           '<dc:identifier id="bookid">%s</dc:identifier>\n</metadata>\n<manifest>\n%s\n</manifest>\n<spine toc="ncx">\n%s\n</spine>\n</package>\n'
           % (book["title"], book["author"], book["lang"], book["id"], "\n".join(manifest), "\n".join(spine)))
    ncx = ('<?xml version="1.0" encoding="utf-8"?>\n<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">\n'
           '<head><meta name="dtb:uid" content="%s"/></head><docTitle><text>%s</text></docTitle>\n<navMap>\n%s\n</navMap>\n</ncx>\n'
           % (book["id"], book["title"], "\n".join(navpoints)))
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        z.writestr("META-INF/container.xml", '<?xml version="1.0"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
                   '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>\n',
                   compress_type=zipfile.ZIP_DEFLATED)
        z.writestr("OEBPS/content.opf", opf, compress_type=zipfile.ZIP_DEFLATED)
        z.writestr("OEBPS/toc.ncx", ncx, compress_type=zipfile.ZIP_DEFLATED)
        z.writestr("OEBPS/styles/book.css", CSS, compress_type=zipfile.ZIP_DEFLATED)
        for i, (t, paras) in enumerate(book["chapters"], 1):
            z.writestr("OEBPS/text/chapter%02d.xhtml" % i, xhtml(t, paras), compress_type=zipfile.ZIP_DEFLATED)


if __name__ == "__main__":
    d = sys.argv[1]
    os.makedirs(d, exist_ok=True)
    for b in BOOKS:
        write(b, os.path.join(d, b["file"]))
        print(os.path.join(d, b["file"]))
