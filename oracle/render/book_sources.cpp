#include "book.hpp"

#include "formats/join.hpp"
#include "html.hpp"

#include <cctype>
#include <regex>
#include <sstream>

namespace carcassonne::render {

namespace {

// GitHub's anchor for a heading: lower case, spaces to '-', other punctuation dropped; the texts'
// own headings ("### 000: ...") are "text-000", the anchor every citation of 000 links to.
std::string headingAnchor(const std::string& heading) {
    if (heading.size() >= 4 && std::isdigit(static_cast<unsigned char>(heading[0])) &&
        std::isdigit(static_cast<unsigned char>(heading[1])) &&
        std::isdigit(static_cast<unsigned char>(heading[2])) && heading[3] == ':')
        return "text-" + heading.substr(0, 3);
    std::string out;
    for (char c : heading) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            out += static_cast<char>(std::tolower(u));
        else if (c == ' ' || c == '-')
            out += '-';
    }
    return out;
}

// The inline markdown docs/sources.md uses: `code`, **bold**, *emphasis*, [text](#anchor). A link
// that leaves the page (another file, the web) keeps only its text: the book is read offline.
std::string inlineHtml(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == '`') {
            const auto end = text.find('`', i + 1);
            if (end != std::string::npos) {
                out += "<code>" + escape(text.substr(i + 1, end - i - 1)) + "</code>";
                i = end + 1;
                continue;
            }
        }
        if (c == '*' && i + 1 < text.size() && text[i + 1] == '*') {
            const auto end = text.find("**", i + 2);
            if (end != std::string::npos) {
                out += "<strong>" + inlineHtml(text.substr(i + 2, end - i - 2)) + "</strong>";
                i = end + 2;
                continue;
            }
        }
        if (c == '*') {
            const auto end = text.find('*', i + 1);
            if (end != std::string::npos && end > i + 1) {
                out += "<em>" + inlineHtml(text.substr(i + 1, end - i - 1)) + "</em>";
                i = end + 1;
                continue;
            }
        }
        if (c == '[') {
            const auto close = text.find("](", i);
            const auto end = close == std::string::npos ? close : text.find(')', close);
            if (end != std::string::npos) {
                const std::string label = text.substr(i + 1, close - i - 1);
                const std::string target = text.substr(close + 2, end - close - 2);
                out += target.starts_with('#')
                           ? "<a href=\"" + escape(target) + "\">" + inlineHtml(label) + "</a>"
                           : inlineHtml(label);
                i = end + 1;
                continue;
            }
        }
        out += escape(std::string(1, c));
        ++i;
    }
    return out;
}

std::vector<std::string> cells(const std::string& row) {
    std::vector<std::string> out;
    std::string inner = row.substr(1, row.size() > 1 && row.back() == '|' ? row.size() - 2 : 1);
    std::string cell;
    bool code = false;
    for (char c : inner) {
        if (c == '`') code = !code;
        if (c == '|' && !code) {
            out.push_back(cell);
            cell.clear();
        } else {
            cell += c;
        }
    }
    out.push_back(cell);
    for (auto& c : out) {
        const auto a = c.find_first_not_of(' ');
        const auto b = c.find_last_not_of(' ');
        c = a == std::string::npos ? "" : c.substr(a, b - a + 1);
    }
    return out;
}

} // namespace

std::string sourcesPage(std::string_view markdown) {
    std::istringstream in{std::string(markdown)};
    std::string line, body;
    std::vector<std::string> paragraph; // its lines so far
    bool list = false, table = false, header = false;
    std::string title = "Rule sources";
    const auto flush = [&] {
        if (!paragraph.empty())
            body += "<p>" + inlineHtml(formats::join(paragraph, " ")) + "</p>\n";
        paragraph.clear();
        if (list) body += "</ul>\n";
        if (table) body += "</table>\n";
        list = table = false;
    };
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.starts_with("#")) {
            flush();
            const auto level = line.find_first_not_of('#');
            if (level == std::string::npos || level > 6) continue;
            const std::string text = line.substr(line.find_first_not_of(' ', level));
            if (level == 1) title = text;
            const std::string h = "h" + std::to_string(level);
            body += "<" + h + " id=\"" + escape(headingAnchor(text)) + "\">" + inlineHtml(text) +
                    "</" + h + ">\n";
        } else if (line.starts_with("|")) {
            if (!table) {
                flush();
                table = header = true;
                body += "<table>\n";
            }
            const auto row = cells(line);
            if (!row.empty() && row.front().starts_with("---")) continue;
            const std::string tag = header ? "th" : "td";
            body += "<tr>";
            for (const auto& c : row)
                body += "<" + tag + ">" + inlineHtml(c) + "</" + tag + ">";
            body += "</tr>\n";
            header = false;
        } else if (line.starts_with("- ") ||
                   (line.size() > 3 && std::isdigit(static_cast<unsigned char>(line[0])) &&
                    line[1] == '.' && line[2] == ' ')) {
            if (!paragraph.empty() || !list) {
                flush();
                body += "<ul>\n";
                list = true;
            }
            std::string item = line.substr(line.find(' ') + 1);
            if (line[0] != '-') item = line.substr(0, 2) + " " + item;
            body += "<li>";
            // The item's continuation lines follow; it is closed at the next item or blank line.
            std::streampos mark = in.tellg();
            std::string next;
            while (std::getline(in, next) && next.starts_with("  ") &&
                   next.find_first_not_of(' ') != std::string::npos) {
                item += " " + next.substr(next.find_first_not_of(' '));
                mark = in.tellg();
            }
            in.clear();
            if (mark != std::streampos(-1))
                in.seekg(mark);
            else
                in.setstate(std::ios::eofbit);
            body += inlineHtml(item) + "</li>\n";
        } else if (line.find_first_not_of(' ') == std::string::npos) {
            flush();
        } else {
            if (list || table) flush();
            paragraph.push_back(line);
        }
    }
    flush();
    return htmlPage(title, "<p class=\"muted\">Generated from <code>docs/sources.md</code> of the "
                           "oracle's repository when the oracle was built.</p>\n" +
                               body);
}

std::string linkSources(std::string_view citation) {
    static const std::regex text(R"(\b(00[0-4])\b)");
    return std::regex_replace(escape(citation), text, "<a href=\"sources.html#text-$1\">$1</a>");
}

} // namespace carcassonne::render
