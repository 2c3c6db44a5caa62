#include "book_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "input_errors.hpp"
#include "interrupts.hpp"
#include "output_files.hpp"
#include "render/book.hpp"
#include "rule_sources.hpp"
#include "scenario/suite.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
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
// The folder a book is written into before its pages move into place, inside the book's folder
// (one file system, so each page moves by a rename); a killed book may leave one, which the next
// removes.
constexpr std::string_view kStaging = ".carcassonne-book-staging-";

bool isStaging(const std::string& name) {
    return name.starts_with(kStaging);
}

// Only pages are ever removed as "an earlier book's": a list edited by hand cannot make the book
// delete anything else.
bool isPage(const std::string& name) {
    return name.size() > 5 && name.ends_with(".html") && name.find('/') == std::string::npos &&
           name.front() != '.';
}

std::set<std::string> readManifest(const fs::path& dir) {
    std::set<std::string> names;
    std::ifstream in(dir / kManifest);
    for (std::string line; std::getline(in, line);)
        if (isPage(line)) names.insert(line);
    return names;
}

// The folder's entries the book did not write (not in its list), by name, sorted.
std::vector<std::string> foreignFiles(const fs::path& dir, const std::set<std::string>& written) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        if (name != kManifest && !written.contains(name) && !isStaging(name)) out.push_back(name);
    }
    std::sort(out.begin(), out.end());
    return out;
}

// A killed book's staging folders, removed.
void removeStaging(const fs::path& dir) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (isStaging(e.path().filename().string()) && e.is_directory(ec))
            fs::remove_all(e.path(), ec);
}

// The staging folder of this book: removed with what it holds unless every page moved out.
class Staging {
public:
    explicit Staging(fs::path folder) : folder_(std::move(folder)) {}
    ~Staging() {
        std::error_code ec;
        fs::remove_all(folder_, ec);
    }
    Staging(const Staging&) = delete;
    Staging& operator=(const Staging&) = delete;
    const fs::path& folder() const { return folder_; }

private:
    fs::path folder_;
};

int cannotWrite(const fs::path& path, const std::string& reason) {
    return reportCannotWrite({path.string(), reason});
}

int interrupted(const BookOptions& o, std::size_t done, std::size_t total) {
    std::cerr << "carcassonne-oracle: interrupted after " << done << " of " << total
              << " scenarios; the book was not written (" << o.output
              << " is as it was: a book is written whole or not at all)\n";
    return Interrupted;
}

} // namespace

int bookCommand(const BookOptions& o) {
    // A path that does not exist is refused before anything is read or written: a book of the
    // other paths would replace the whole one without a word.
    {
        bool missing = false;
        for (const auto& p : o.paths)
            if (std::error_code ec; !fs::exists(p, ec)) {
                reportInputError(
                    {.file = p, .message = "no such file or folder", .lineAndColumn = true});
                missing = true;
            }
        if (missing) {
            std::cerr << "carcassonne-oracle: nothing was written\n";
            return InputError;
        }
    }
    std::vector<formats::InputError> errors;
    const auto files = scenario::findScenarioFiles(o.paths, errors);
    FileRoles roles;
    for (const auto& f : files)
        roles.reads(f.path, "the scenario");
    if (const auto refused = roles.refusal()) return *refused;

    // An interrupt (SIGINT, SIGTERM) while the scenarios are run stops the book before anything
    // is written; a second one does not wait for the scenario under way.
    InterruptGuard interrupts;
    // The folder is looked at first: one the book may not write into is refused before the
    // scenarios are run.
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

    std::atomic<std::size_t> done{0};
    interrupts.onSecondInterrupt([&] { return interrupted(o, done.load(), files.size()); });
    std::vector<render::BookScenario> book;
    for (const auto& f : files) {
        if (interruptRequested()) {
            interrupts.noSaver();
            return interrupted(o, done.load(), files.size());
        }
        auto loaded = scenario::loadScenarioFile(f.path, f.id);
        if (auto* e = std::get_if<formats::InputError>(&loaded)) {
            errors.push_back(*e);
            ++done;
            continue;
        }
        render::BookScenario entry{
            std::get<scenario::Scenario>(std::move(loaded)), render::bookPageName(f.id), {}, {}};
        std::ifstream text(f.path, std::ios::binary);
        entry.yaml.assign(std::istreambuf_iterator<char>(text), std::istreambuf_iterator<char>());
        for (Edition e : entry.scenario.editions)
            entry.runs.push_back(scenario::runScenario(entry.scenario, e));
        book.push_back(std::move(entry));
        ++done;
    }
    // From here the book is written, whole: an interrupt no longer stops it (it takes a moment).
    interrupts.noSaver();
    const int loaded = reportInputErrors(errors);
    std::vector<std::string> errorTexts;
    for (const auto& e : errors)
        errorTexts.push_back(e.toString());

    if (!pagesAreDistinct(book)) return InputError;

    std::set<std::string> pages{"index.html", "rulings.html", "sources.html"};
    for (const auto& entry : book)
        pages.insert(entry.page);
    // A scenario file given by a page's name (x/index.html) in the book's folder is an input.
    FileRoles pageRoles;
    for (const auto& f : files)
        pageRoles.reads(f.path, "the scenario");
    for (const auto& name : pages)
        pageRoles.writes((dir / name).string(), "the book's page");
    if (const auto refused = pageRoles.refusal()) return *refused;

    fs::create_directories(o.output, ec);
    if (ec) return cannotWrite(dir, "cannot create the folder: " + ec.message());
    removeStaging(dir);
    // Every page is written into the staging folder first; only when all are there do they move
    // into place (a rename each), so a full disk or a failed write leaves the earlier book whole.
    const Staging staging(dir / (std::string(kStaging) + std::to_string(::getpid())));
    fs::create_directory(staging.folder(), ec);
    if (ec) return cannotWrite(staging.folder(), "cannot create the folder: " + ec.message());
    auto stage = [&](const std::string& name, const std::string& text) {
        if (const auto error = formats::writeFile((staging.folder() / name).string(), text)) {
            reportCannotWrite(*error);
            return false;
        }
        return true;
    };
    bool ok = stage("index.html", render::indexPage(book, errorTexts)) &&
              stage("rulings.html", render::rulingsPage(book)) &&
              stage("sources.html", render::sourcesPage(kRuleSources));
    for (const auto& entry : book)
        ok = ok && stage(entry.page, render::scenarioPage(entry));
    if (!ok) return CannotWrite;

    // The list first: a book stopped half-way still knows every file it may have written.
    std::string manifest;
    for (const auto& name : before)
        if (!pages.contains(name)) manifest += name + "\n";
    for (const auto& name : pages)
        manifest += name + "\n";
    if (const int code = writeOutputFile((dir / kManifest).string(), manifest); code != Success)
        return code;
    for (const auto& name : pages)
        if (fs::rename(staging.folder() / name, dir / name, ec); ec)
            return cannotWrite(dir / name, ec.message());
    // Pages of an earlier book that this one did not write again (a scenario renamed or gone).
    std::size_t removed = 0;
    for (const auto& name : before)
        if (!pages.contains(name) && fs::remove(dir / name, ec)) ++removed;
    std::string list;
    for (const auto& name : pages)
        list += name + "\n";
    if (const int code = writeOutputFile((dir / kManifest).string(), list); code != Success)
        return code;
    std::cout << "wrote " << pages.size() << " pages to " << o.output;
    if (removed) std::cout << ", removed " << removed << " page(s) of the earlier book";
    std::cout << "\n";
    return loaded;
}

} // namespace carcassonne::cli
