#include "book_command.hpp"

#include "exit_codes.hpp"
#include "input_errors.hpp"
#include "render/book.hpp"
#include "rule_sources.hpp"
#include "scenario/suite.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <set>

namespace carcassonne::cli {

namespace fs = std::filesystem;

CLI::App* addBookCommand(CLI::App& app, BookOptions& o) {
    auto* book = app.add_subcommand(
        "book", "Write the rulings book: an HTML site with every scenario's boards and scores");
    book->add_option("paths", o.paths, "Scenario files or folders")->required();
    book->add_option("-o,--output", o.output, "The folder to write the site to")->required();
    book->add_flag("--force", o.force,
                   "Write even into a folder holding files the book did not write (they stay)");
    return book;
}

namespace {
// The stream is closed before it is checked: a write that fails when the buffer is flushed (a
// full disk) counts too.
bool write(const fs::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary);
    out << text;
    out.close();
    if (!out.fail()) return true;
    std::cerr << "carcassonne-oracle: cannot write " << file.string() << "\n";
    return false;
}

// Two scenarios whose ids map to the same page name ("a/b.c" and "a/b/c"), or a scenario whose
// page would be one of the book's own ("index", "rulings", "sources"): one page would overwrite the
// other. Named on standard error; false when there is a clash.
bool pagesAreDistinct(const std::vector<render::BookScenario>& book) {
    std::map<std::string, const render::BookScenario*> owners{
        {"index.html", nullptr}, {"rulings.html", nullptr}, {"sources.html", nullptr}};
    bool distinct = true;
    for (const auto& entry : book) {
        const auto [it, added] = owners.emplace(entry.page, &entry);
        if (added) continue;
        distinct = false;
        std::cerr << "carcassonne-oracle: " << entry.scenario.file << ": scenario "
                  << entry.scenario.id << " would be written to " << entry.page << ", ";
        if (it->second)
            std::cerr << "the page of scenario " << it->second->scenario.id << " ("
                      << it->second->scenario.file << ")\n";
        else
            std::cerr << "the book's own " << entry.page << "\n";
    }
    return distinct;
}
// The list of the files a book wrote, kept in its folder.
constexpr const char* kManifest = ".carcassonne-book";

std::set<std::string> readManifest(const fs::path& dir) {
    std::set<std::string> names;
    std::ifstream in(dir / kManifest);
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line != kManifest && line.find('/') == std::string::npos &&
            line != "." && line != "..")
            names.insert(line);
    return names;
}

// The folder's entries the book did not write (not in its list), by name, sorted.
std::vector<std::string> foreignFiles(const fs::path& dir, const std::set<std::string>& written) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        if (name != kManifest && !written.contains(name)) out.push_back(name);
    }
    std::sort(out.begin(), out.end());
    return out;
}
} // namespace

int bookCommand(const BookOptions& o) {
    std::vector<formats::InputError> errors;
    std::vector<render::BookScenario> book;
    for (const auto& f : scenario::findScenarioFiles(o.paths, errors)) {
        auto loaded = scenario::loadScenarioFile(f.path, f.id);
        if (auto* e = std::get_if<formats::InputError>(&loaded)) {
            errors.push_back(*e);
            continue;
        }
        render::BookScenario entry{
            std::get<scenario::Scenario>(std::move(loaded)), render::bookPageName(f.id), {}, {}};
        std::ifstream text(f.path, std::ios::binary);
        entry.yaml.assign(std::istreambuf_iterator<char>(text), std::istreambuf_iterator<char>());
        for (Edition e : entry.scenario.editions)
            entry.runs.push_back(scenario::runScenario(entry.scenario, e));
        book.push_back(std::move(entry));
    }
    const int loaded = reportInputErrors(errors);
    std::vector<std::string> errorTexts;
    for (const auto& e : errors)
        errorTexts.push_back(e.toString());

    if (!pagesAreDistinct(book)) return InputError;

    const fs::path dir(o.output);
    std::error_code ec;
    const std::set<std::string> before = readManifest(dir);
    if (fs::is_directory(dir, ec)) {
        const auto foreign = foreignFiles(dir, before);
        if (!foreign.empty() && !o.force) {
            std::cerr << "carcassonne-oracle: " << o.output << " holds " << foreign.size()
                      << " file(s) the book did not write (" << foreign.front()
                      << (foreign.size() > 1 ? ", ..." : "")
                      << "): give an empty or new folder, or --force to write beside them\n";
            return InputError;
        }
    }
    fs::create_directories(o.output, ec);
    if (ec) {
        std::cerr << "carcassonne-oracle: cannot create " << o.output << ": " << ec.message()
                  << "\n";
        return InputError;
    }
    std::set<std::string> pages{"index.html", "rulings.html", "sources.html"};
    for (const auto& entry : book)
        pages.insert(entry.page);
    // The list first: a book stopped half-way still knows every file it may have written.
    std::string manifest;
    for (const auto& name : before)
        if (!pages.contains(name)) manifest += name + "\n";
    for (const auto& name : pages)
        manifest += name + "\n";
    bool ok = write(dir / kManifest, manifest) &&
              write(dir / "index.html", render::indexPage(book, errorTexts)) &&
              write(dir / "rulings.html", render::rulingsPage(book)) &&
              write(dir / "sources.html", render::sourcesPage(kRuleSources));
    for (const auto& entry : book)
        ok = ok && write(dir / entry.page, render::scenarioPage(entry));
    if (!ok) return InputError;
    // Pages of an earlier book that this one did not write again (a scenario renamed or gone).
    std::size_t removed = 0;
    for (const auto& name : before)
        if (!pages.contains(name) && fs::remove(dir / name, ec)) ++removed;
    std::string list;
    for (const auto& name : pages)
        list += name + "\n";
    if (!write(dir / kManifest, list)) return InputError;
    std::cout << "wrote " << pages.size() << " pages to " << o.output;
    if (removed) std::cout << ", removed " << removed << " page(s) of the earlier book";
    std::cout << "\n";
    return loaded;
}

} // namespace carcassonne::cli
