#include "svg_symbols.hpp"

#include "players.hpp"

namespace carcassonne::render {

namespace {

// Each symbol is drawn around (0, 0) and moved into place, so its path data is a constant.
std::string placed(Point at, const std::string& body, std::string_view scale = {},
                   std::string_view extra = {}) {
    std::string g = "<g transform=\"translate(" + std::to_string(at.x) + " " +
                    std::to_string(at.y) + ")" +
                    (scale.empty() ? std::string() : " scale(" + std::string(scale) + ")") +
                    std::string(extra) + "\">";
    return g + body + "</g>";
}

} // namespace

std::string coatOfArms(Point at) {
    return placed(at, "<path d=\"M-6,-7H6V0C6,4 3,6 0,8C-3,6 -6,4 -6,0Z\" fill=\"#1f4fb4\" "
                      "stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
                      "<path d=\"M-3,-3H3\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>");
}

std::string centreMark(Point at, const FeatureDrawing& drawing) {
    const std::string fill(drawing.fill), stroke(drawing.stroke), accent(drawing.accent);
    return placed(
        at, "<rect x=\"-13\" y=\"-5\" width=\"26\" height=\"17\" fill=\"" + fill + "\" stroke=\"" +
                stroke + "\" stroke-width=\"1.5\"/>" + "<path d=\"M-16,-5L0,-17L16,-5Z\" fill=\"" +
                accent + "\" stroke=\"" + stroke + "\" stroke-width=\"1.5\"/>" +
                "<path d=\"M0,-25V-17M-3,-22H3\" stroke=\"" + stroke + "\" stroke-width=\"1.5\"/>" +
                "<rect x=\"-3\" y=\"3\" width=\"6\" height=\"9\" fill=\"" + stroke + "\"/>");
}

std::string inn(Point at) {
    return placed(at, "<ellipse cx=\"3\" cy=\"7\" rx=\"9\" ry=\"4\" fill=\"#4aa8e0\"/>"
                      "<rect x=\"-7\" y=\"-3\" width=\"11\" height=\"8\" fill=\"#fff4d6\" "
                      "stroke=\"#5c4327\"/>"
                      "<path d=\"M-9,-3L-1.5,-10L6,-3Z\" fill=\"#c0392b\" stroke=\"#5c4327\"/>");
}

std::string cathedral(Point at) {
    return placed(at, "<rect x=\"-10\" y=\"-3\" width=\"20\" height=\"13\" fill=\"#e8e4dc\" "
                      "stroke=\"#3f3a34\" stroke-width=\"1.5\"/>"
                      "<rect x=\"-4\" y=\"-15\" width=\"8\" height=\"12\" fill=\"#e8e4dc\" "
                      "stroke=\"#3f3a34\" stroke-width=\"1.5\"/>"
                      "<path d=\"M0,-22V-15M-3,-19H3\" stroke=\"#3f3a34\" stroke-width=\"1.5\"/>"
                      "<path d=\"M-2,10V4H2V10\" fill=\"#3f3a34\"/>");
}

std::string magicSymbol(Point at) {
    return placed(at, "<path d=\"M0,-7L2,-2L7,-2L3,1L4.5,7L0,3.5L-4.5,7L-3,1L-7,-2L-2,-2Z\" "
                      "fill=\"#a855f7\" stroke=\"#ffffff\" stroke-width=\"1\"/>");
}

std::string junction(Point at) {
    return placed(at, "<rect x=\"-7\" y=\"-7\" width=\"14\" height=\"14\" fill=\"#9a7b5b\" "
                      "stroke=\"#4a3b2c\" stroke-width=\"1.5\"/>");
}

std::string meeple(Point at, const std::string& colour, std::string_view scale, bool lying) {
    const std::string outline = colour == "#222222" ? "#eeeeee" : "#111111";
    return placed(at,
                  "<path d=\"M0,-10C3,-10 5,-8 5,-5C5,-3 4,-2 3,-1L9,1C11,2 11,5 9,5L5,5L8,10"
                  "L2,10L0,6L-2,10L-8,10L-5,5L-9,5C-11,5 -11,2 -9,1L-3,-1C-4,-2 -5,-3 -5,-5"
                  "C-5,-8 -3,-10 0,-10Z\" fill=\"" +
                      colour + "\" stroke=\"" + outline + "\" stroke-width=\"1.2\"/>",
                  scale, lying ? " rotate(-90)" : std::string_view());
}

std::string magicFigure(Point at, bool witch) {
    const std::string colour(witch ? kWitchColour : kMageColour);
    return placed(at, "<path d=\"M-4,-2L4,-2L9,12L-9,12Z\" fill=\"" + colour +
                          "\" stroke=\"#111111\" stroke-width=\"1.2\"/>"
                          "<circle cx=\"0\" cy=\"-5\" r=\"4\" fill=\"#f5d0a9\" stroke=\"#111111\" "
                          "stroke-width=\"1\"/>"
                          "<path d=\"M-8,-7L0,-20L8,-7Z\" fill=\"" +
                          colour + "\" stroke=\"#111111\" stroke-width=\"1.2\"/>");
}

} // namespace carcassonne::render
